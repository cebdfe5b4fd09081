import * as z from 'zod/mini';
import type { BidOutcome } from '../domain/auction.ts';
import { codesOf } from '../constants/labelled-codes.ts';
import { amountToCents } from '../domain/money.ts';
import { pageFields } from './admin/paging.ts';
import { AMOUNT_PATTERN, documented, isoDate, optionalText, requiredText } from './common.ts';
import { nullableNumbers, nullableStrings, numbers, strings } from './fields.ts';

/**
 * The contractor portal's contract (issue #10): the structured bid every contractor fills in
 * the same way, so the owner compares like for like, and what the portal shows of an auction
 * (the roof, never the owner).
 */

export const underlaymentOptions = [
  { value: 'synthetic', label: 'Synthetic underlayment' },
  { value: 'synthetic-ice-water-eaves', label: 'Synthetic, ice & water shield at eaves' },
  { value: 'full-ice-water', label: 'Ice & water shield, whole roof' },
  { value: 'felt', label: 'Felt (#15/#30)' },
] as const;

export const ventilationOptions = [
  { value: 'ridge-vent', label: 'Ridge vent' },
  { value: 'box-vents', label: 'Box (static) vents' },
  { value: 'turbines', label: 'Turbine vents' },
  { value: 'powered', label: 'Powered attic fan' },
  { value: 'keep-existing', label: 'Keep existing ventilation' },
] as const;

type Choice = { value: string; label: string };
const values = (options: readonly Choice[]) => options.map((o) => o.value) as [string, ...string[]];

/** The label of a stored underlayment or ventilation value (the value itself when unknown). */
export const choiceLabel = (options: readonly Choice[], value: string | null | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : '';

/** A whole number typed in a form (a string) or sent as JSON (a number), within a range. */
const wholeNumber = (label: string, min: number, max: number) =>
  z.pipe(
    documented(z.union([z.string(), z.number()], { error: `${label} is required` }), {
      description: `A whole number from ${min} to ${max}, as a number or its digits`,
      examples: [min],
    }),
    z.transform((value: string | number, ctx) => {
      const text = String(value).trim();
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.issues.push({
          code: 'custom',
          message: `${label}: enter a whole number from ${min} to ${max}`,
          input: value,
        });
        return min;
      }
      return n;
    }),
  );

/** "12,500" or "$12,500.00" -> cents. */
const bidAmount = z.pipe(
  documented(z.union([z.string(), z.number()], { error: 'Bid amount is required' }), {
    description: 'Dollars, more than 0 and at most 100,000,000: "12,500", "$12,500.00" or 12500',
    examples: ['12,500'],
    pattern: AMOUNT_PATTERN,
  }),
  z.transform((value: string | number, ctx) => {
    const cents = amountToCents(typeof value === 'number' ? value.toFixed(2) : value.trim());
    if (cents === undefined || cents <= 0 || cents > 100_000_000_00) {
      ctx.issues.push({ code: 'custom', message: 'Enter an amount such as 12,500', input: value });
      return 0;
    }
    return cents;
  }),
);

export const contractorBidInput = z.object({
  amount: bidAmount,
  tearOffLayers: wholeNumber('Tear-off layers', 0, 5),
  underlayment: z.enum(values(underlaymentOptions), 'Choose an underlayment'),
  ventilation: z.enum(values(ventilationOptions), 'Choose the ventilation'),
  materialLine: requiredText('Material line is required, e.g. GAF Timberline HDZ', 120),
  workmanshipWarrantyYears: wholeNumber('Workmanship warranty', 0, 100),
  manufacturerWarrantyYears: wholeNumber('Manufacturer warranty', 0, 100),
  earliestStartDate: isoDate('Earliest start date is required'),
  durationDays: wholeNumber('Duration', 1, 365),
  notes: optionalText(2000, { multiline: true }),
});
export type ContractorBidInput = z.output<typeof contractorBidInput>;
export type ContractorBidForm = z.input<typeof contractorBidInput>;

/**
 * A bid's terms as stored, in every answer that shows them (the contractor's own bid, the owner's
 * comparison): null where a bid staff typed in has no such detail.
 */
export const bidTerms = {
  amountCents: z.number(),
  tearOffLayers: z.nullable(z.number()),
  ...nullableStrings('underlayment', 'ventilation', 'materialLine'),
  ...nullableNumbers('workmanshipWarrantyYears', 'manufacturerWarrantyYears'),
  earliestStartDate: z.nullable(z.string()),
  durationDays: z.nullable(z.number()),
  notes: z.nullable(z.string()),
};

export const contractorBid = z.object({
  ...strings('id', 'auctionId'),
  ...bidTerms,
  ...strings('createdAt', 'updatedAt'),
});
export type ContractorBid = z.infer<typeof contractorBid>;

/** The roof as a contractor sees it: labels, the city and postal prefix, a masked message. */
export const contractorAuction = z.object({
  ...strings(
    'id',
    'orderNumber',
    'state',
    'projectType',
    'roofMaterial',
    'propertyType',
    'roofAge',
    'budget',
    'urgency',
  ),
  ...nullableStrings('city', 'postalPrefix'),
  /** The roof's size as the owner gave it (roofSizeText), or null when not given. */
  roofSize: z.nullable(z.string()),
  /** The owner's message; contact details masked until this contractor is awarded. */
  ...nullableStrings('message', 'publishedAt', 'biddingClosesAt'),
  bidsCount: z.number(),
  /** Whether a new bid, or a change to mine, is still possible. */
  open: z.boolean(),
  myBid: z.nullable(contractorBid),
});
export type ContractorAuction = z.infer<typeof contractorAuction>;

export const contractorAuctionsResponse = z.object({
  data: z.array(contractorAuction),
  ...numbers('total', 'page', 'pageSize'),
});

/**
 * How the portal orders open auctions. RoofBid knows no distances (a contractor has a service
 * area, not an address): `area` puts neighbouring postal areas together instead.
 */
export const contractorAuctionSortLabels = {
  newest: 'Newest first',
  closing: 'Closing soonest',
  area: 'Area (postal code)',
};
export const contractorAuctionSorts = codesOf(contractorAuctionSortLabels);
export type ContractorAuctionSort = (typeof contractorAuctionSorts)[number];

export const contractorAuctionsQuery = z.object({
  ...pageFields({ maxPage: 1000, maxPageSize: 50, pageSize: 10 }),
  sort: z._default(z.enum(contractorAuctionSorts), 'newest'),
});

/** The owner's contact details: only for the contractor they awarded, only after the award. */
export const ownerContact = z.object({
  ...strings('name', 'email'),
  ...nullableStrings('phone', 'address', 'postalCode'),
});
export type OwnerContact = z.infer<typeof ownerContact>;

export const bidOutcomeLabels: Record<BidOutcome, string> = {
  open: 'Open: bidding continues',
  in_review: 'In review by the owner',
  won: 'Won: the job is yours',
  not_chosen: 'Not chosen',
  closed: 'Closed: the owner declined all bids',
  expired: 'Expired without an award',
  withdrawn: 'Withdrawn',
};
export const bidOutcomes = codesOf(bidOutcomeLabels);

export const myBidRow = z.object({
  auction: contractorAuction,
  outcome: z.enum(bidOutcomes),
  /** Whether I may still edit or withdraw the bid (until the owner reveals the bidders). */
  changeable: z.boolean(),
  owner: z.nullable(ownerContact),
  at: z.string(),
});
export type MyBidRow = z.infer<typeof myBidRow>;
export const myBidsResponse = z.object({ data: z.array(myBidRow) });

export const contractorAuctionResponse = z.object({
  auction: contractorAuction,
  owner: z.nullable(ownerContact),
});

export const contractorMeResponse = z.object({
  ...strings('companyName', 'name', 'email'),
  canBid: z.boolean(),
  /** Why not, in words (suspended, licence expired, insurance expired). */
  blockedReason: z.nullable(z.string()),
  serviceArea: z.array(z.string()),
});
export type ContractorMe = z.infer<typeof contractorMeResponse>;
