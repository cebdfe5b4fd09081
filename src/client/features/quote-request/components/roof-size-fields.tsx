import {
  estimateRange,
  formatEstimateRange,
  isValidSqFt,
  roofPitchLabels,
  roofPitches,
  sqFtFromText,
} from '#shared/domain/roof-estimate.ts';
import type { EstimateTableResponse } from '#shared/schemas/estimate.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import type { PageData } from '../../../lib/use-page-data.ts';
import type { QuoteForm } from './quote-form-fields.tsx';

/** A size field as sq ft, read as the form's schema reads it; undefined while it is not one. */
function sqFt(value: string | undefined) {
  const parsed = sqFtFromText(value ?? '');
  return parsed !== undefined && isValidSqFt(parsed) ? parsed : undefined;
}

/**
 * The optional roof size (issue #12) and the instant estimate it allows: "Typical cost for a
 * roof like yours" from the cost table the page brought, worked out in the browser with the
 * server's own arithmetic. A guide only: it never blocks the form.
 */
export function RoofSizeFields({
  form,
  table,
}: {
  form: QuoteForm;
  table: PageData<EstimateTableResponse>;
}) {
  const { register, errors, values } = form;
  const range =
    table.status === 'success'
      ? estimateRange(
          {
            material: values.roofMaterial,
            roofAreaSqFt: sqFt(values.roofAreaSqFt),
            footprintSqFt: sqFt(values.footprintSqFt),
            pitch: values.roofPitch,
            region: values.province,
          },
          table.data,
        )
      : null;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Roof size (optional)</legend>
      <p className="text-sm text-muted">
        Give the roof area, or the house footprint and the roof&apos;s pitch, to see what a roof
        like yours typically costs.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Roof area (sq ft)" error={errors.roofAreaSqFt}>
          <Input {...register('roofAreaSqFt')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label="Or house footprint (sq ft)" error={errors.footprintSqFt}>
          <Input {...register('footprintSqFt')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label="Roof pitch" error={errors.roofPitch}>
          <NativeSelect {...register('roofPitch')}>
            <option value="">Choose…</option>
            <SelectOptions options={roofPitches} label={roofPitchLabels} />
          </NativeSelect>
        </FormField>
      </div>
      <div className="rounded-xl border border-line bg-surface p-4" aria-live="polite">
        {range && table.status === 'success' ? (
          <>
            <p className="font-semibold" data-testid="roof-estimate">
              Typical cost for a roof like yours: {formatEstimateRange(range)}
            </p>
            <p className="mt-1 text-sm text-muted">{table.data.source}</p>
          </>
        ) : (
          <p className="text-sm text-muted">
            Choose a roof material and give the roof&apos;s size to see a typical cost.
          </p>
        )}
      </div>
    </fieldset>
  );
}
