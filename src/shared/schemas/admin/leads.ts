import * as z from 'zod/mini';
import { leadStatuses } from '../../constants/options.ts';
import { moneyAmount } from './orders.ts';
import { cleanText, isoDateTime } from '../common.ts';
import { pageOf, searchPageQuery, searchText } from './paging.ts';
import { booleans, nullableNumbers, nullableStrings, numbers, strings } from '../fields.ts';

export const leadListQuery = z.object({
  ...searchPageQuery,
  projectType: z.optional(cleanText(40)),
  leadStatus: z.optional(z.enum(leadStatuses)),
});

/** Who sent a quote request and for what: where every list of leads starts. */
export const leadContactFields = {
  ...strings('id', 'name', 'email', 'phone', 'address'),
  projectType: z.nullable(z.string()),
};

export const adminLeadRow = z.object({
  ...leadContactFields,
  budget: z.string(),
  urgency: z.nullable(z.string()),
  leadStatus: z.enum(leadStatuses),
  submittedAt: z.string(),
  ...numbers('daysAgo', 'leadScore'),
  ...booleans('paid', 'hasOrder'),
  // Has an order, so its status is Won (src/shared/domain/lead-conversion.ts).
  converted: z.boolean(),
  nextFollowUpAt: z.nullable(z.string()),
  followUpDue: z.boolean(),
  finalPrice: z.string(),
  couponCode: z.nullable(z.string()),
});
export type AdminLeadRow = z.infer<typeof adminLeadRow>;
export const adminLeadPage = pageOf(adminLeadRow);

export const leadStatsResponse = z.object({
  ...numbers('totalLeads', 'thisMonth', 'converted', 'conversionRate'),
});
export type LeadStats = z.infer<typeof leadStatsResponse>;

export const adminLeadDetail = z.extend(adminLeadRow, {
  ...strings('date', 'country', 'province', 'postalCode'),
  ...nullableStrings('roofMaterial', 'propertyType', 'roofAge'),
  /** The optional roof size for the instant estimate (issue #12). */
  ...nullableNumbers('roofAreaSqFt', 'footprintSqFt'),
  ...nullableStrings('roofPitch', 'message', 'projectCompletionDate'),
  /**
   * The pipeline board column the lead sits in ("Estimate Scheduled"), null off the board. Its
   * leadStatus is the one that column stands for (src/shared/domain/lead-status.ts).
   */
  pipelineStatus: z.nullable(z.string()),
  checkoutAttempts: z.number(),
  /** The sales rep whose QR link brought the lead (their referral code), if any. */
  referredBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  scoreBreakdown: z.object({
    ...numbers('urgency', 'budget', 'completeness', 'recency', 'engagement'),
  }),
});
export type AdminLeadDetail = z.infer<typeof adminLeadDetail>;

/** PATCH /api/admin/contact-submissions/{id}: what staff edit on a lead. */
export const updateLeadInput = z.object({
  leadStatus: z.optional(z.enum(leadStatuses, 'Choose a status')),
  nextFollowUpAt: z.optional(z.nullable(isoDateTime('Enter a valid date and time'))),
});

/** POST /api/admin/contact-submissions/{id}/payment-offer: default 89.99 (SPEC.md §9). */
export const paymentOfferInput = z.object({ amount: z.optional(moneyAmount()) });
export const paymentOfferResponse = z.object({
  offerId: z.string(),
  amountCents: z.number(),
  url: z.string(),
});

/** GET /api/admin/lead-picker: leads without an order, for the manual order form. */
export const leadPickerQuery = z.object({ search: searchText });
export const leadPickerOption = z.object({
  ...leadContactFields,
  budget: z.string(),
  ...nullableStrings('urgency', 'message'),
  finalPrice: z.string(),
});
export const leadPickerResponse = z.object({ data: z.array(leadPickerOption) });
