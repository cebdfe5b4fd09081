import * as z from 'zod/mini';
import { amountToCents } from '../../domain/money.ts';
import { AMOUNT_PATTERN, cleanText, documented, optionalText, requiredText } from '../common.ts';
import { booleans, nullableNumbers, strings } from '../fields.ts';

/** SPEC.md §5, new bid: the option lists and defaults of the admin's bid form. */
export const bidRatingOptions = ['5.0', '4.9', '4.8', '4.7', '4.6', '4.5', '4.0'] as const;
export const insuranceOptionsCents = [
  100_000_000, 150_000_000, 200_000_000, 300_000_000, 500_000_000,
] as const;
export const bidDefaults = {
  starRating: '5.0',
  yearsInBusiness: '10',
  insuredAmountCents: 100_000_000,
  bonded: true,
  validLicense: true,
} as const;

/** "12,500", "$12,500.00" -> cents; the form shows SPEC.md's "$12,500". */
const bidAmount = z.pipe(
  z.string({ error: 'Bid amount is required' }).check(
    z.trim(),
    z.minLength(1, 'Bid amount is required'),
    z.meta({
      description: 'Dollars, more than 0 and at most 100,000,000: "12,500" or "$12,500.00"',
      examples: ['$12,500'],
      pattern: AMOUNT_PATTERN,
    }),
  ),
  z.transform((value: string, ctx) => {
    const cents = amountToCents(value);
    if (cents === undefined || cents <= 0 || cents > 100_000_000_00) {
      ctx.issues.push({ code: 'custom', message: 'Enter an amount such as 12,500', input: value });
      return 0;
    }
    return cents;
  }),
);

/**
 * SPEC.md §5 reads years as an integer. Blank, or not a number, is not known (null, shown as
 * "not given"): stored as 0 it read "0 years in business" to the homeowner (issue #9 item 18).
 */
const years = z.pipe(
  z.optional(z.nullable(z.union([cleanText(10), z.number().check(z.minimum(0), z.maximum(200))]))),
  z.transform((value: string | number | null | undefined) => {
    const n = Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(n) && n >= 0 ? Math.min(n, 200) : null;
  }),
);

export const bidFields = {
  sellerName: requiredText('Contractor name is required', 160),
  starRating: z.enum(bidRatingOptions, 'Choose a rating'),
  yearsInBusiness: years,
  insuredAmountCents: z.pipe(
    documented(z.coerce.number(), {
      description: 'One of the insurance amounts offered, in cents',
      examples: [insuranceOptionsCents[0]],
    }),
    z
      .number()
      .check(
        z.refine(
          (v) => (insuranceOptionsCents as readonly number[]).includes(v),
          'Choose an insurance amount',
        ),
      ),
  ),
  ...booleans('bonded', 'validLicense'),
  bidAmount,
  description: optionalText(2000, { multiline: true }),
};

export const createBidInput = z.object({
  orderId: z.uuid('Choose an order'),
  // A bid taken by phone for a contractor record: placed by the portal's rules (bid-placement.ts).
  contractorId: z.optional(z.uuid('Choose a contractor')),
  ...bidFields,
});
export const updateBidInput = z.object(bidFields);
export type BidFormInput = z.input<typeof updateBidInput>;

export const adminBid = z.object({
  ...strings('id', 'orderId'),
  slot: z.number(),
  sellerName: z.string(),
  /** Typed by staff for a bid without a contractor record; null for contractors' own bids. */
  ...nullableNumbers('starRating', 'yearsInBusiness'),
  insuredAmountCents: z.number(),
  ...booleans('bonded', 'validLicense'),
  bidAmount: z.string(),
  bidAmountCents: z.number(),
  description: z.nullable(z.string()),
  ...strings('status', 'bidStatus', 'createdAt'),
});
export type AdminBid = z.infer<typeof adminBid>;
export const adminBidsResponse = z.object({ data: z.array(adminBid) });
