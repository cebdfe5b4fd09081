import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  bidDefaults,
  bidRatingOptions,
  insuranceOptionsCents,
  updateBidInput,
  type AdminBid,
  type BidFormInput,
} from '#shared/schemas/admin/bids.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

/** "$1,000,000": insurance is offered in whole dollars (SPEC.md §5, new bid). */
export const wholeDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-CA')}`;

export const newBidValues: BidFormInput = {
  sellerName: '',
  bidAmount: '',
  description: '',
  ...bidDefaults,
};

export function bidValues(bid: AdminBid): BidFormInput {
  const rating = bid.starRating?.toFixed(1) ?? '';
  return {
    sellerName: bid.sellerName,
    // A rating the list does not offer has to be chosen again rather than silently changed.
    starRating: (bidRatingOptions as readonly string[]).includes(rating)
      ? (rating as BidFormInput['starRating'])
      : ('' as BidFormInput['starRating']),
    yearsInBusiness: bid.yearsInBusiness === null ? '' : String(bid.yearsInBusiness),
    insuredAmountCents: bid.insuredAmountCents,
    bonded: bid.bonded,
    validLicense: bid.validLicense,
    bidAmount: bid.bidAmount,
    description: bid.description ?? '',
  };
}

/**
 * The contractor bid form, for adding and for editing (SPEC.md §5, new bid). `onSave` rejects
 * with the API error so that field errors land next to their fields.
 */
export function BidForm({
  initial,
  title,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  initial: BidFormInput;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSave: (values: BidFormInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm({
    // raw: the server reads "$12,500" and "10" itself; the parsed cents are for checking here.
    resolver: zodResolver(updateBidInput, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  const onValid = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!onCancel) form.reset(newBidValues);
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onValid} aria-label={title} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contractor name" required error={errors.sellerName?.message}>
          <Input {...register('sellerName')} autoComplete="off" />
        </FormField>
        <FormField
          label="Bid amount"
          required
          error={errors.bidAmount?.message}
          help="For example $12,500."
        >
          <Input {...register('bidAmount')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="Star rating" error={errors.starRating?.message}>
          <NativeSelect {...register('starRating')}>
            {!initial.starRating && <option value="">Choose…</option>}
            <SelectOptions options={bidRatingOptions} label={(rating) => rating} />
          </NativeSelect>
        </FormField>
        <FormField label="Years in business" error={errors.yearsInBusiness?.message}>
          <Input
            {...register('yearsInBusiness')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </FormField>
        <FormField label="Insured amount" error={errors.insuredAmountCents?.message}>
          <NativeSelect {...register('insuredAmountCents')}>
            <SelectOptions options={insuranceOptionsCents} label={(cents) => wholeDollars(cents)} />
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <YesNoSelect control={control} name="bonded" label="Bonded" />
          <YesNoSelect control={control} name="validLicense" label="Valid licence" />
        </div>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...register('description')} rows={3} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function YesNoSelect({
  control,
  name,
  label,
}: {
  control: Control<BidFormInput>;
  name: 'bonded' | 'validLicense';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label}>
          <NativeSelect
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ? 'yes' : 'no'}
            onChange={(event) => field.onChange(event.target.value === 'yes')}
          >
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </NativeSelect>
        </FormField>
      )}
    />
  );
}
