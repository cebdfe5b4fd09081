import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { reviewProjectTypeLabels } from '#shared/constants/review-project-types.ts';
import { reviewInput, type ReviewInput } from '#shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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

const invoiceTypes = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * The browser's first look at the invoice, so the reviewer hears at once about a wrong type or
 * a file that is too big; the server checks the bytes themselves whatever this says.
 */
function checkInvoice(file: File | undefined) {
  if (!file) return undefined;
  if (!invoiceTypes.includes(file.type)) return 'The invoice must be a PDF, JPG or PNG file';
  if (file.size > MAX_UPLOAD_BYTES) return 'The invoice must be 10 MB or smaller';
  return undefined;
}

/** The contractor review form (SPEC.md §5, review form). */
export function ReviewForm() {
  const form = useForm({ resolver: zodResolver(reviewInput), defaultValues: empty });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const submit = useSubmitReview();
  const errors = formState.errors;
  const [invoice, setInvoice] = useState<File>();
  const [invoiceError, setInvoiceError] = useState<string>();
  // A new key empties the file input after a sent review.
  const [invoiceKey, setInvoiceKey] = useState(0);

  const onValid = handleSubmit((values) => {
    const wrongFile = checkInvoice(invoice);
    setInvoiceError(wrongFile);
    if (wrongFile) return;
    submit.mutate(
      { input: values as ReviewInput, invoice },
      {
        onSuccess: () => {
          toast({
            title: 'Review submitted successfully! Thank you for sharing your experience with us.',
          });
          reset(empty);
          setInvoice(undefined);
          setInvoiceKey((key) => key + 1);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError);
          if (error instanceof ApiError && error.fields.invoice) {
            setInvoiceError(error.fields.invoice);
          }
          toast({
            title: 'Submission failed',
            description: failureDescription(error, 'Please check your information and try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const summary = [
    ...order.map((field) => ({ field, message: errors[field]?.message ?? '' })),
    { field: 'invoice', message: invoiceError ?? '' },
  ].filter((e) => e.message);
  const uploading = submit.isPending && invoice !== undefined;

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
      <FormField
        label="Invoice (optional)"
        error={invoiceError}
        help="PDF, JPG or PNG, up to 10MB. Staff check it before your review shows as a verified job; it is never published."
      >
        <Input
          key={invoiceKey}
          type="file"
          name="invoice"
          accept="application/pdf,image/jpeg,image/png"
          disabled={submit.isPending}
          className="h-auto py-2"
          onChange={(e) => {
            const file = e.target.files?.[0];
            setInvoice(file);
            setInvoiceError(checkInvoice(file));
          }}
        />
      </FormField>
      {uploading && <UploadProgress what="invoice" sent={submit.progress} />}
      <Button type="submit" size="lg" className="w-full" loading={submit.isPending}>
        Submit review
      </Button>
    </form>
  );
}
