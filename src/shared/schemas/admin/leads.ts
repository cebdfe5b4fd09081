import * as z from 'zod/mini';
import { leadStatuses } from '../../constants/options.ts';
import { contractorPreferences } from '../contractor-preferences.ts';
import { moneyAmount } from './orders.ts';
import { cleanText, isoDateTime } from '../common.ts';
import { pageOf, searchPageQuery, searchText } from './paging.ts';

export const leadListQuery = z.object({
  ...searchPageQuery,
  projectType: z.optional(cleanText(40)),
  leadStatus: z.optional(z.enum(leadStatuses)),
});

/** Who sent a quote request and for what: where every list of leads starts. */
export const leadContactFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  projectType: z.nullable(z.string()),
};

export const adminLeadRow = z.object({
  ...leadContactFields,
  budget: z.string(),
  urgency: z.nullable(z.string()),
  leadStatus: z.enum(leadStatuses),
  submittedAt: z.string(),
  daysAgo: z.number(),
  leadScore: z.number(),
  paid: z.boolean(),
  hasOrder: z.boolean(),
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
  totalLeads: z.number(),
  thisMonth: z.number(),
  converted: z.number(),
  conversionRate: z.number(),
});
export type LeadStats = z.infer<typeof leadStatsResponse>;

export const adminLeadDetail = z.extend(adminLeadRow, {
  date: z.string(),
  country: z.string(),
  province: z.string(),
  postalCode: z.string(),
  roofMaterial: z.nullable(z.string()),
  propertyType: z.nullable(z.string()),
  roofAge: z.nullable(z.string()),
  /** The optional roof size for the instant estimate (issue #12). */
  roofAreaSqFt: z.nullable(z.number()),
  footprintSqFt: z.nullable(z.number()),
  roofPitch: z.nullable(z.string()),
  /** What the owner asked of a contractor (issue #23 part 2). */
  preferences: contractorPreferences,
  message: z.nullable(z.string()),
  projectCompletionDate: z.nullable(z.string()),
  /**
   * The pipeline board column the lead sits in ("Estimate Scheduled"), null off the board. Its
   * leadStatus is the one that column stands for (src/shared/domain/lead-status.ts).
   */
  pipelineStatus: z.nullable(z.string()),
  checkoutAttempts: z.number(),
  /** The sales rep whose QR link brought the lead (their referral code), if any. */
  referredBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  scoreBreakdown: z.object({
    urgency: z.number(),
    budget: z.number(),
    completeness: z.number(),
    recency: z.number(),
    engagement: z.number(),
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
  urgency: z.nullable(z.string()),
  message: z.nullable(z.string()),
  finalPrice: z.string(),
});
export const leadPickerResponse = z.object({ data: z.array(leadPickerOption) });
