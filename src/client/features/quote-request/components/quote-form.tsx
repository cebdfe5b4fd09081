import { useState } from 'react';
import { centsToAmount } from '#shared/domain/money.ts';
import type { LeadCreatedResponse, LeadInput } from '#shared/schemas/lead.ts';
import type { PricingResponse } from '#shared/schemas/pricing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useDropdownOptions } from '../api/get-dropdown-options.ts';
import { useSubmitLead } from '../api/submit-lead.ts';
import { useSendQuotePhotos } from '../api/send-quote-photos.ts';
import { CouponField, type AppliedCoupon } from './coupon-field.tsx';
import { PriceSummary } from './price-summary.tsx';
import { useEstimateTable } from '../api/get-estimate-table.ts';
import {
  ContactFields,
  ProjectFields,
  PropertyFields,
  fieldOrder,
  type QuoteFormValues,
} from './quote-form-fields.tsx';
import { ContractorPreferenceFields } from './contractor-preference-fields.tsx';
import { QuotePhotoFields } from './quote-photo-fields.tsx';
import { RoofSizeFields } from './roof-size-fields.tsx';

// The form's schema, and zod with it, load once someone starts on the form (useSchemaForm).
const loadLeadInput = () => import('#shared/schemas/lead.ts').then((module) => module.leadInput);

export type SubmittedQuote = LeadCreatedResponse & {
  name: string;
  email: string;
  couponCode?: string;
};

/** The photos the server holds for the saved request, so an unchanged choice is not sent again. */
type SentPhotos = { leadId: string; photos: File[] };
const samePhotos = (a: File[], b: File[]) =>
  a.length === b.length && a.every((photo, i) => photo === b[i]);

const emptyForm: QuoteFormValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  date: '',
  country: 'Canada',
  province: '',
  postalCode: '',
  budget: '',
  projectType: '',
  roofMaterial: '',
  propertyType: '',
  roofAge: '',
  urgency: '',
  message: '',
  couponCode: '',
  finalPrice: '',
  projectCompletionDate: '',
  roofAreaSqFt: '',
  footprintSqFt: '',
  roofPitch: '',
  bondedRequired: '',
  minYearsInBusiness: '',
  minWorkmanshipWarrantyYears: '',
  verifiedReviewsOnly: '',
};

/** The quote request form (SPEC.md §5). Stays mounted behind the payment step, keeping its values. */
export function QuoteForm({
  pricing,
  onSubmitted,
}: {
  pricing: PricingResponse;
  onSubmitted: (quote: SubmittedQuote) => void;
}) {
  const form = useSchemaForm(loadLeadInput, {
    ...emptyForm,
    finalPrice: centsToAmount(pricing.launchPriceCents),
  });
  const { handleSubmit, setValue, values, errors, setError } = form;
  const options = useDropdownOptions();
  const estimateTable = useEstimateTable();
  const submit = useSubmitLead();
  const [applied, setApplied] = useState<AppliedCoupon>();
  // One random key for this visit of the form, kept only in memory: a retried submit, or Back
  // to Form and Continue again, updates the lead it created instead of adding another.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [sentPhotos, setSentPhotos] = useState<SentPhotos>();
  const sendPhotos = useSendQuotePhotos();

  const summary = fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });

  const submitted = (lead: LeadCreatedResponse, input: LeadInput) => {
    toast({
      title:
        "Form submitted successfully! We'll contact you within 24 hours to schedule your free estimate.",
    });
    onSubmitted({ ...lead, name: input.name, email: input.email, couponCode: applied?.code });
  };

  // The request is saved first; its photos follow (the server keeps them until it is paid). A
  // photo refused leaves the owner on the form with the reason, the request already saved: the
  // next Continue sends the corrected choice to the same request.
  const withPhotos = (lead: LeadCreatedResponse, input: LeadInput) => {
    const sent = sentPhotos?.leadId === lead.id ? sentPhotos.photos : [];
    if (samePhotos(photos, sent)) return submitted(lead, input);
    sendPhotos.mutate(
      { leadId: lead.id, photos },
      {
        onSuccess: () => {
          setSentPhotos({ leadId: lead.id, photos });
          submitted(lead, input);
        },
        onError: (error) => {
          setPhotoError(
            (error instanceof ApiError && (error.fields.photos ?? error.serverMessage)) ||
              failureDescription(error, 'The photos were not sent. Please try again.'),
          );
          toast({
            title: 'Your photos were not sent',
            description:
              'Your request is saved. Change the photos or remove them, then continue again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const onValid = handleSubmit((data) => {
    const input = data as LeadInput;
    submit.mutate(
      { input, idempotencyKey },
      {
        onSuccess: (lead) => withPhotos(lead, input),
        onError: (error) => {
          applyServerFieldErrors(error, setError);
          toast({
            title: 'Submission failed',
            description: failureDescription(error, 'Please check your information and try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onValid}
      onFocus={form.preload}
      onPointerDown={form.preload}
      className="space-y-8"
      aria-labelledby="quote-form-title"
    >
      <h2
        id="quote-form-title"
        tabIndex={-1}
        data-step-heading
        className="text-2xl font-bold outline-none"
      >
        Tell us about your roof
      </h2>
      {form.submitCount > 0 && <ErrorSummary errors={summary} />}
      <ContactFields form={form} />
      <PropertyFields form={form} options={options} />
      <RoofSizeFields form={form} table={estimateTable} />
      <ProjectFields form={form} options={options} />
      <ContractorPreferenceFields form={form} />
      <QuotePhotoFields
        photos={photos}
        onChange={setPhotos}
        error={photoError}
        onError={setPhotoError}
        sending={sendPhotos.isPending}
        progress={sendPhotos.progress}
      />
      <section aria-labelledby="price-title" className="space-y-4">
        <h3 id="price-title" className="text-lg font-semibold">
          Your price
        </h3>
        <PriceSummary
          pricing={pricing}
          couponPriceCents={applied?.priceCents}
          couponCode={applied?.code}
        />
        <CouponField
          value={values.couponCode ?? ''}
          onChange={(value) => setValue('couponCode', value)}
          basePrice={pricing.launchPriceCents / 100}
          applied={applied}
          onApplied={(coupon) => {
            setApplied(coupon);
            // The price shown is the price sent; the server recomputes it anyway.
            setValue('finalPrice', centsToAmount(coupon?.priceCents ?? pricing.launchPriceCents));
          }}
          error={errors.couponCode}
        />
      </section>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={submit.isPending || sendPhotos.isPending}
      >
        Continue to payment
      </Button>
      <p className="text-center text-sm text-muted">
        Your phone number and e-mail go only to the contractor you award the job to; no other
        contractor sees them.
      </p>
    </form>
  );
}
