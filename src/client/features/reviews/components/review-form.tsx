import { useState } from 'react';
import { MAX_ANONYMOUS_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { reviewProjectTypeLabels } from '#shared/constants/review-project-types.ts';
import type { ReviewInput } from '#shared/schemas/review.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { ChoiceOptions, Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { RatingInput } from './rating-input.tsx';

const projectTypes = Object.entries(reviewProjectTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

// The form's schema, and zod with it, load once someone starts on the form (useSchemaForm).
const loadReviewInput = () =>
  import('#shared/schemas/review.ts').then((module) => module.reviewInput);

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
  if (file.size > MAX_ANONYMOUS_UPLOAD_BYTES) return 'The invoice must be 5 MB or smaller';
  return undefined;
}

/**
 * The contractor review form (SPEC.md §5, review form). Like the quote form it does without
 * react-hook-form and TanStack Query, to keep /rate-contractor light (docs/decisions/page-weight.md).
 */
export function ReviewForm() {
  const form = useSchemaForm(loadReviewInput, empty);
  const { register, handleSubmit, setError, reset, errors, values, setValue } = form;
  const submit = useSubmitReview();
  const [invoice, setInvoice] = useState<File>();
  const [invoiceError, setInvoiceError] = useState<string>();
  // A new key empties the file input after a sent review.
  const [invoiceKey, setInvoiceKey] = useState(0);

  const onValid = handleSubmit((data) => {
    const wrongFile = checkInvoice(invoice);
    setInvoiceError(wrongFile);
    if (wrongFile) return;
    submit.mutate(
      { input: data as ReviewInput, invoice },
      {
        onSuccess: () => {
          toast({
            title: 'Review submitted successfully! Thank you for sharing your experience with us.',
          });
          reset();
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
    ...order.map((field) => ({ field, message: errors[field] ?? '' })),
    { field: 'invoice', message: invoiceError ?? '' },
  ].filter((e) => e.message);
  const uploading = submit.isPending && invoice !== undefined;

  return (
    <form
      noValidate
      onSubmit={onValid}
      onFocus={form.preload}
      onPointerDown={form.preload}
      className="space-y-5"
    >
      {form.submitCount > 0 && <ErrorSummary errors={summary} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" required error={errors.customerName}>
          <Input {...register('customerName')} autoComplete="name" />
        </FormField>
        <FormField
          label="Your e-mail"
          required
          error={errors.customerEmail}
          help="Never published."
        >
          <Input {...register('customerEmail')} type="email" autoComplete="email" />
        </FormField>
      </div>
      <FormField label="Contractor" required error={errors.contractorName}>
        <Input {...register('contractorName')} autoComplete="organization" />
      </FormField>
      <FormField label="Project type" required error={errors.projectType}>
        <NativeSelect {...register('projectType')}>
          <option value="">Choose…</option>
          <ChoiceOptions options={projectTypes} />
        </NativeSelect>
      </FormField>
      <RatingInput
        name="rating"
        value={values.rating ?? ''}
        onChange={(value) => setValue('rating', value)}
        error={errors.rating}
      />
      <FormField label="Your review (optional)" error={errors.reviewText}>
        <Textarea {...register('reviewText')} rows={5} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Invoice amount (optional)"
          error={errors.invoiceAmount}
          help="In dollars, e.g. 12500"
        >
          <Input {...register('invoiceAmount')} inputMode="decimal" />
        </FormField>
        <FormField label="Completed on (optional)" error={errors.projectCompletedDate}>
          <Input {...register('projectCompletedDate')} type="date" />
        </FormField>
      </div>
      <FormField
        label="Invoice (optional)"
        error={invoiceError}
        help="PDF, JPG or PNG, up to 5 MB. Staff check it before your review shows as a verified job; it is never published."
      >
        <Input
          key={invoiceKey}
          type="file"
          name="invoice"
          accept="application/pdf,image/jpeg,image/png"
          disabled={submit.isPending}
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
