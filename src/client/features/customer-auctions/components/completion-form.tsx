import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_COMPLETION_PHOTOS, MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useSendCompletion } from '../api/auctions.ts';

const ratingLabels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
const invoiceTypes = ['application/pdf', 'image/jpeg', 'image/png'];
const photoTypes = ['image/jpeg', 'image/png'];

type Errors = Partial<Record<'invoice' | 'photos' | 'rating' | 'review', string>>;

/**
 * The browser's first look at the files, so the owner hears at once about a wrong type or a
 * file that is too big; the server checks the bytes themselves whatever this says.
 */
function checkFiles(invoice: File | undefined, photos: File[]): Errors {
  const errors: Errors = {};
  if (!invoice) errors.invoice = 'Attach the invoice';
  else if (!invoiceTypes.includes(invoice.type))
    errors.invoice = 'The invoice must be a PDF, JPG or PNG file';
  else if (invoice.size > MAX_UPLOAD_BYTES) errors.invoice = 'The invoice must be 10 MB or smaller';
  if (photos.length > MAX_COMPLETION_PHOTOS)
    errors.photos = `Attach at most ${MAX_COMPLETION_PHOTOS} photos`;
  else if (photos.some((p) => !photoTypes.includes(p.type)))
    errors.photos = 'Each photo must be a JPG or PNG file';
  else if (photos.some((p) => p.size > MAX_UPLOAD_BYTES))
    errors.photos = 'Each photo must be 10 MB or smaller';
  return errors;
}

/** The completion form: invoice, up to 6 photos, a rating and a review. */
export function CompletionForm({ orderId, company }: { orderId: string; company: string }) {
  const send = useSendCompletion(orderId);
  const [invoice, setInvoice] = useState<File>();
  const [photos, setPhotos] = useState<File[]>([]);
  const [rating, setRating] = useState('');
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkFiles(invoice, photos);
    if (!rating) found.rating = 'Choose a rating from 1 to 5';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('rating', rating);
    if (review.trim()) form.append('review', review);
    form.append('invoice', invoice!);
    for (const photo of photos) form.append('photos', photo);
    // mutateAsync, not mutate's callbacks: a sent form moves the auction to "completed", which
    // unmounts this form before per-call callbacks would run, and the owner must see the toast.
    send.mutateAsync(form).then(
      () =>
        toast({
          title: 'Completion form sent',
          description: 'We will check it and refund your reveal fee once approved.',
        }),
      (error: unknown) => {
        if (error instanceof ApiError) setErrors(error.fields as Errors);
        toast({
          variant: 'destructive',
          title: 'The form was not sent',
          description: failureDescription(
            error,
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'Please check the form and try again.',
          ),
        });
      },
    );
  }

  const summary = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Completion form">
      <p className="text-sm text-muted">
        When {company} has finished, send the invoice and a few photos. Your reveal fee is refunded
        once we approve it.
      </p>
      <ErrorSummary errors={summary} />
      <FormField
        label="Invoice"
        required
        error={errors.invoice}
        help="PDF, JPG or PNG, 10 MB at most."
      >
        <Input
          type="file"
          name="invoice"
          accept="application/pdf,image/jpeg,image/png"
          disabled={send.isPending}
          onChange={(e) => setInvoice(e.target.files?.[0])}
        />
      </FormField>
      <FormField
        label="Photos of the finished roof"
        error={errors.photos}
        help={`Up to ${MAX_COMPLETION_PHOTOS} photos, JPG or PNG, 10 MB each.`}
      >
        <Input
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png"
          disabled={send.isPending}
          onChange={(e) => setPhotos([...(e.target.files ?? [])])}
        />
      </FormField>
      <fieldset aria-describedby={errors.rating ? 'completion-rating-error' : undefined}>
        <legend className="text-sm font-semibold">
          Your rating of {company}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="rating"
                value={String(value)}
                checked={rating === String(value)}
                disabled={send.isPending}
                onChange={() => setRating(String(value))}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8',
                  Number(rating) >= value ? 'fill-amber-400 text-amber-500' : 'text-stone-400',
                )}
              />
              <span className="sr-only">
                {value} star{value > 1 ? 's' : ''}: {ratingLabels[value - 1]}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="completion-rating-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <FormField label="Your review" error={errors.review} help="Shown publicly once approved.">
        <Textarea
          name="review"
          rows={4}
          maxLength={5000}
          value={review}
          disabled={send.isPending}
          onChange={(e) => setReview(e.target.value)}
        />
      </FormField>
      {send.isPending && <UploadProgress what="invoice and photos" sent={send.progress} />}
      <Button type="submit" loading={send.isPending}>
        Send completion form
      </Button>
    </form>
  );
}
