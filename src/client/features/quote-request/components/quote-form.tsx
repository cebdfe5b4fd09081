import { useState } from 'react';
import { centsToAmount } from '#shared/domain/money.ts';
import type { LeadCreatedResponse, LeadInput } from '#shared/schemas/lead.ts';
import type { PricingResponse } from '#shared/schemas/pricing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useDropdownOptions } from '../api/get-dropdown-options.ts';
import { useSubmitLead } from '../api/submit-lead.ts';
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
import { RoofSizeFields } from './roof-size-fields.tsx';

// The form's schema, and zod with it, load once someone starts on the form (useSchemaForm).
const loadLeadInput = () => import('#shared/schemas/lead.ts').then((module) => module.leadInput);

export type SubmittedQuote = LeadCreatedResponse & {
  name: string;
  email: string;
  couponCode?: string;
};

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

  const summary = fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });

  const onValid = handleSubmit((data) => {
    const input = data as LeadInput;
    submit.mutate(
      { input, idempotencyKey },
      {
        onSuccess: (lead) => {
          toast({
            title:
              "Form submitted successfully! We'll contact you within 24 hours to schedule your free estimate.",
          });
          onSubmitted({ ...lead, name: input.name, email: input.email, couponCode: applied?.code });
        },
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
      <Button type="submit" size="lg" className="w-full" loading={submit.isPending}>
        Continue to payment
      </Button>
      <p className="text-center text-sm text-muted">
        Your phone number and e-mail go only to the contractor you award the job to; no other
        contractor sees them.
      </p>
    </form>
  );
}
