import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { reviewProjectTypeLabels } from '#shared/constants/options.ts';
import { reviewInput, type ReviewInput } from '#shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { RatingInput } from './rating-input.tsx';

const projectTypes = Object.entries(reviewProjectTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

const empty: ReviewInput = {
  customerName: '',
  customerEmail: '',
  contractorName: '',
  projectType: '',
  rating: '' as ReviewInput['rating'],
  reviewText: '',
  invoiceAmount: '',
  projectCompletedDate: '',
};

const order = ['customerName', 'customerEmail', 'contractorName', 'projectType', 'rating'] as const;

/** The contractor review form (SPEC.md §5, review form). */
export function ReviewForm() {
  const form = useForm({ resolver: zodResolver(reviewInput), defaultValues: empty });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const submit = useSubmitReview();
  const errors = formState.errors;

  const onValid = handleSubmit((values) =>
    submit.mutate(values as ReviewInput, {
      onSuccess: () => {
        toast({
          title: 'Review submitted successfully! Thank you for sharing your experience with us.',
        });
        reset(empty);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast({
          title: 'Submission failed',
          description: failureDescription(error, 'Please check your information and try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  const summary = order
    .map((field) => ({ field, message: errors[field]?.message ?? '' }))
    .filter((e) => e.message);

  return (
    <form noValidate onSubmit={onValid} className="space-y-5">
      {formState.submitCount > 0 && <ErrorSummary errors={summary} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" required error={errors.customerName?.message}>
          <Input {...register('customerName')} autoComplete="name" />
        </FormField>
        <FormField
          label="Your e-mail"
          required
          error={errors.customerEmail?.message}
          help="Never published."
        >
          <Input {...register('customerEmail')} type="email" autoComplete="email" />
        </FormField>
      </div>
      <FormField label="Contractor" required error={errors.contractorName?.message}>
        <Input {...register('contractorName')} autoComplete="organization" />
      </FormField>
      <FormField label="Project type" required error={errors.projectType?.message}>
        <NativeSelect {...register('projectType')}>
          <option value="">Choose…</option>
          {projectTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <RatingInput control={control} error={errors.rating?.message} />
      <FormField label="Your review (optional)" error={errors.reviewText?.message}>
        <Textarea {...register('reviewText')} rows={5} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Invoice amount (optional)"
          error={errors.invoiceAmount?.message}
          help="In dollars, e.g. 12500"
        >
          <Input {...register('invoiceAmount')} inputMode="decimal" />
        </FormField>
        <FormField label="Completed on (optional)" error={errors.projectCompletedDate?.message}>
          <Input {...register('projectCompletedDate')} type="date" />
        </FormField>
      </div>
      <div className="flex gap-3 rounded-xl border-2 border-dashed border-stone-300 p-4 text-sm text-muted">
        <FileText className="size-6 shrink-0 text-stone-500" aria-hidden="true" />
        <p>
          <span className="font-semibold text-ink">Invoice</span>: PDF, JPG or PNG, up to 10MB. Keep
          it handy: if you hired your contractor through RoofBid, you upload it with the completion
          form in your customer portal, which releases your reveal-fee refund.
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submit.isPending}>
        Submit review
      </Button>
    </form>
  );
}
