import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { canadianProvinceCodes } from '#shared/constants/countries.ts';
import {
  estimateMaterials,
  estimateProvinceCodes,
  roofPitchLabels,
  roofPitches,
  type EstimateMaterial,
} from '#shared/domain/roof-estimate.ts';
import {
  estimateTableFormValues,
  estimateTableInput,
  type EstimateTableResponse,
  type EstimateTableWrite,
} from '#shared/schemas/estimate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { QueryBody } from '../../../components/data-list.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useEstimateSettings, useSaveEstimateTable } from '../api/estimate.ts';

const materialLabels: Record<EstimateMaterial, string> = {
  asphalt: 'Asphalt shingles',
  metal: 'Metal',
  wood: 'Wood shakes',
  tile: 'Tile',
  slate: 'Slate',
  flat: 'Flat roof (EPDM)',
};

const provinceNames = Object.fromEntries(
  Object.entries(canadianProvinceCodes).map(([name, code]) => [code, name]),
);

function EstimateForm({ table }: { table: EstimateTableResponse }) {
  const save = useSaveEstimateTable();
  // Raw values: the server converts the dollars to cents itself.
  const form = useForm<EstimateTableWrite>({
    resolver: zodResolver(estimateTableInput, undefined, { raw: true }),
    values: estimateTableFormValues(table),
  });
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Estimate table saved',
          description: '/get-quote shows ranges from the new figures within a few minutes.',
        }),
      onError: (error) =>
        showSaveFailure('Failed to save the estimate table', error, form.setError),
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="max-w-3xl space-y-6">
      <fieldset disabled={save.isPending} className="space-y-6">
        <fieldset className="space-y-3">
          <legend className="font-semibold">Installed cost per sq ft of roof ($)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {estimateMaterials.map((material) => (
              <fieldset key={material} className="rounded-lg border border-line p-3">
                <legend className="px-1 text-sm font-semibold">{materialLabels[material]}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <FormField label="Low" error={errors.materials?.[material]?.low?.message}>
                    <Input
                      {...form.register(`materials.${material}.low`)}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                  </FormField>
                  <FormField label="High" error={errors.materials?.[material]?.high?.message}>
                    <Input
                      {...form.register(`materials.${material}.high`)}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                  </FormField>
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="font-semibold">Pitch factors</legend>
          <p className="text-sm text-muted">
            Turn a house footprint into roof area: 6/12 is about 1.118, 12/12 about 1.414.
          </p>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {roofPitches.map((pitch) => (
              <FormField
                key={pitch}
                label={roofPitchLabels[pitch]}
                error={errors.pitchFactors?.[pitch]?.message}
              >
                <Input
                  {...form.register(`pitchFactors.${pitch}`)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="font-semibold">Regional factors</legend>
          <p className="text-sm text-muted">Relative to Alberta (1.0).</p>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {estimateProvinceCodes.map((code) => (
              <FormField
                key={code}
                label={provinceNames[code] ?? code}
                error={errors.regionalFactors?.[code]?.message}
              >
                <Input
                  {...form.register(`regionalFactors.${code}`)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </FormField>
            ))}
          </div>
        </fieldset>

        <FormField
          label="Where the figures come from"
          error={errors.source?.message}
          help="Shown under the range on /get-quote."
        >
          <Textarea {...form.register('source')} rows={2} maxLength={300} />
        </FormField>
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        Save estimate table
      </Button>
    </form>
  );
}

/** The instant estimate's cost table (issue #12): what /get-quote's typical range is made of. */
export function EstimateSection() {
  const table = useEstimateSettings();
  return (
    <section aria-labelledby="estimate-title" className="space-y-4">
      <h2 id="estimate-title" className="text-xl font-bold">
        Instant estimate
      </h2>
      <p className="max-w-2xl text-sm text-muted">
        The typical cost range a homeowner sees on /get-quote once they give a material and the
        roof&apos;s size. A guide, never a bid.
      </p>
      <QueryBody
        query={table}
        loadingRows={3}
        loading="Loading the estimate table"
        error="The estimate table could not be loaded."
      >
        {(data) => <EstimateForm table={data} />}
      </QueryBody>
    </section>
  );
}
