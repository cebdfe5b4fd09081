import { normalizeOption, type DropdownCategory } from '#shared/constants/options.ts';
import { isKnownCountry, isValidRegion } from '#shared/constants/countries.ts';
import { priceWithCoupon } from '#shared/domain/coupon.ts';
import { startingDealValueCents } from '#shared/domain/deal-value.ts';
import { gstIncludedCents } from '#shared/domain/gst.ts';
import { centsToAmount } from '#shared/domain/money.ts';
import type { LeadData } from '#shared/schemas/lead.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { hashToken } from '../auth/password-tokens.ts';
import { checkCoupon } from '../coupons/coupons.service.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { insertLead, updateLeadOfVisit, type QuoteRequestRow } from './leads.queries.ts';

const optionFields = {
  budget: 'budget',
  projectType: 'projectType',
  roofMaterial: 'roofMaterial',
  propertyType: 'propertyType',
  roofAge: 'roofAge',
  urgency: 'urgency',
} as const satisfies Partial<Record<keyof LeadData, DropdownCategory>>;

/**
 * Stores a quote request. The price is the server's: the launch price, with the coupon when it
 * is valid now. The finalPrice the browser sent is ignored (DECISIONS.md §3).
 *
 * One visit of the form is one lead: the form sends one random Idempotency-Key for the whole
 * visit, so a resubmit (Back to Form, Continue again; a retried request) updates the lead that
 * key created, with its new price and coupon, while it is unpaid. Only the key's hash is stored,
 * so nobody who can read leads can reuse a key to change someone else's.
 */
export async function createLead(
  deps: { db: Db; clock: Clock; reference: ReferenceData },
  input: LeadData,
  idempotencyKey: string | undefined,
) {
  const { db, clock } = deps;
  const fields: Record<string, string> = {};

  const options: Partial<Record<keyof typeof optionFields, string>> = {};
  const allowed = await deps.reference.optionValues();
  for (const [field, category] of Object.entries(optionFields) as [
    keyof typeof optionFields,
    DropdownCategory,
  ][]) {
    const raw = input[field];
    if (!raw) continue;
    const value = normalizeOption(category, raw);
    if (allowed.has(`${category}:${value}`)) options[field] = value;
    else fields[field] = 'Choose an option from the list';
  }
  if (!isKnownCountry(input.country)) fields.country = 'Choose a country from the list';
  else if (!isValidRegion(input.country, input.province)) {
    fields.province = 'Choose a province or state from the list';
  }

  const prices = await deps.reference.prices();
  let priceCents = prices.launchPriceCents;
  let couponCode: string | undefined;
  if (input.couponCode) {
    const coupon = await checkCoupon(db, input.couponCode, clock.now());
    if (coupon.valid) {
      priceCents = priceWithCoupon(priceCents, coupon.terms);
      couponCode = coupon.code;
    } else {
      fields.couponCode = coupon.message;
    }
  }
  if (Object.keys(fields).length > 0)
    throw badRequest('Please correct the highlighted fields', fields);

  const answers: Omit<QuoteRequestRow, 'dealValueCents'> = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    address: input.address,
    date: input.date,
    country: input.country,
    province: input.province,
    postalCode: input.postalCode,
    budget: options.budget ?? input.budget,
    projectType: options.projectType ?? null,
    roofMaterial: options.roofMaterial ?? null,
    propertyType: options.propertyType ?? null,
    roofAge: options.roofAge ?? null,
    urgency: options.urgency ?? null,
    message: input.message ?? null,
    couponCode: couponCode ?? null,
    finalPriceCents: priceCents,
    projectCompletionDate: input.projectCompletionDate ?? null,
    roofAreaSqFt: input.roofAreaSqFt ?? null,
    footprintSqFt: input.footprintSqFt ?? null,
    roofPitch: input.roofPitch ?? null,
    bondedRequired: input.bondedRequired,
    minYearsInBusiness: input.minYearsInBusiness,
    minWorkmanshipWarrantyYears: input.minWorkmanshipWarrantyYears,
    verifiedReviewsOnly: input.verifiedReviewsOnly,
    referralCode: input.referralCode ?? null,
    idempotencyKey: idempotencyKey ? hashToken(idempotencyKey) : null,
    submittedAt: clock.now(),
  };
  // The deal starts at the instant estimate the homeowner saw, from the same (cached) table.
  const table = await deps.reference.estimateTable();
  const row: QuoteRequestRow = {
    ...answers,
    dealValueCents: startingDealValueCents(answers, table),
  };
  const lead = await saveLead(db, row, clock.now());
  return {
    id: lead.id,
    finalPriceCents: lead.finalPriceCents,
    finalPrice: centsToAmount(lead.finalPriceCents),
    gstCents: gstIncludedCents(lead.finalPriceCents),
    currency: prices.currency,
  };
}

async function saveLead(db: Db, row: QuoteRequestRow, now: Date) {
  const created = await insertLead(db, row);
  if (created) return created;
  // The key has a lead already: this visit's earlier submit.
  const updated = row.idempotencyKey
    ? await updateLeadOfVisit(db, { ...row, idempotencyKey: row.idempotencyKey }, now)
    : undefined;
  if (updated === 'paid') {
    throw conflict('This quote request has already been paid. Reload the page to send a new one.');
  }
  if (!updated) throw new Error('lead insert conflicted without a lead for its idempotency key');
  return updated;
}
