import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { amountAsTyped } from '#shared/domain/money.ts';
import {
  contractorBidInput,
  underlaymentOptions,
  ventilationOptions,
  type ContractorBid,
  type ContractorBidForm,
} from '#shared/schemas/contractor-bids.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ChoiceOptions, Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

/** The form holds what was typed; the schema reads it (raw) like the server does. */
type FormValues = ContractorBidForm;

const blank: FormValues = {
  amount: '',
  tearOffLayers: '1',
  underlayment: '',
  ventilation: '',
  materialLine: '',
  workmanshipWarrantyYears: '',
  manufacturerWarrantyYears: '',
  earliestStartDate: '',
  durationDays: '',
  notes: '',
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function bidFormValues(bid: ContractorBid | null): FormValues {
  if (!bid) return blank;
  return {
    amount: amountAsTyped(bid.amountCents),
    tearOffLayers: text(bid.tearOffLayers),
    underlayment: text(bid.underlayment),
    ventilation: text(bid.ventilation),
    materialLine: text(bid.materialLine),
    workmanshipWarrantyYears: text(bid.workmanshipWarrantyYears),
    manufacturerWarrantyYears: text(bid.manufacturerWarrantyYears),
    earliestStartDate: text(bid.earliestStartDate),
    durationDays: text(bid.durationDays),
    notes: text(bid.notes),
  };
}

/**
 * The structured bid: every contractor answers the same fields, so the owner compares like
 * for like. Checked here with the server's own schema; the server's field errors land next to
 * their fields.
 */
export function BidForm({
  initial,
  roofSize,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  initial: FormValues;
  /** The roof's size as the owner gave it (null: not given), repeated beside the amount. */
  roofSize: string | null;
  submitLabel: string;
  pending: boolean;
  onSave: (values: ContractorBidForm) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm({
    // raw: the server reads "$12,500" and "10" itself; the parsed values are for checking here.
    resolver: zodResolver(contractorBidInput, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onValid = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onValid} aria-label="Your bid" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Bid amount (CAD)"
          required
          error={errors.amount?.message}
          help={`The whole job, tax included, e.g. 14,250. Roof size: ${roofSize ?? 'not given'}.`}
        >
          <Input {...register('amount')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="Tear-off (layers)" required error={errors.tearOffLayers?.message}>
          <Input {...register('tearOffLayers')} type="number" inputMode="numeric" min={0} max={5} />
        </FormField>
        <FormField label="Underlayment" required error={errors.underlayment?.message}>
          <NativeSelect {...register('underlayment')}>
            <option value="">Choose…</option>
            <ChoiceOptions options={underlaymentOptions} />
          </NativeSelect>
        </FormField>
        <FormField label="Ventilation" required error={errors.ventilation?.message}>
          <NativeSelect {...register('ventilation')}>
            <option value="">Choose…</option>
            <ChoiceOptions options={ventilationOptions} />
          </NativeSelect>
        </FormField>
        <FormField
          label="Material line"
          required
          error={errors.materialLine?.message}
          help="Manufacturer and product, e.g. GAF Timberline HDZ."
          className="sm:col-span-2"
        >
          <Input {...register('materialLine')} autoComplete="off" />
        </FormField>
        <FormField
          label="Workmanship warranty (years)"
          required
          error={errors.workmanshipWarrantyYears?.message}
        >
          <Input
            {...register('workmanshipWarrantyYears')}
            type="number"
            inputMode="numeric"
            min={0}
          />
        </FormField>
        <FormField
          label="Manufacturer warranty (years)"
          required
          error={errors.manufacturerWarrantyYears?.message}
        >
          <Input
            {...register('manufacturerWarrantyYears')}
            type="number"
            inputMode="numeric"
            min={0}
          />
        </FormField>
        <FormField label="Earliest start date" required error={errors.earliestStartDate?.message}>
          <Input {...register('earliestStartDate')} type="date" />
        </FormField>
        <FormField label="Duration (days)" required error={errors.durationDays?.message}>
          <Input {...register('durationDays')} type="number" inputMode="numeric" min={1} />
        </FormField>
      </div>
      <FormField
        label="Notes for the homeowner"
        error={errors.notes?.message}
        help="What is included, what is not. No phone numbers or e-mail: the owner contacts you after the award."
      >
        <Textarea {...register('notes')} rows={3} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
