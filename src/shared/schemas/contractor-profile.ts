import * as z from 'zod/mini';

/**
 * A bidder's profile as the auction's owner reads it after the reveal (issue #23, part 4). Every
 * figure comes from RoofBid's own records; null means there is no data for it, and the screen
 * says so ("No reviews yet", "Not enough bids yet") rather than showing a made-up number.
 * Deliberately without contact details: the comparison shows those once revealed.
 */
export const contractorProfile = z.object({
  bidId: z.string(),
  companyName: z.string(),
  /** "Licence verified on DATE, insurance verified until DATE" (verificationLine), or "Not verified". */
  verification: z.string(),
  bonded: z.boolean(),
  yearsInBusiness: z.nullable(z.number()),
  /** Postal-code prefixes and province codes the company serves. */
  serviceArea: z.array(z.string()),
  /** Auctions awarded to the company whose job the owner reported complete. */
  completedJobs: z.number(),
  /** Over approved, verified reviews only; average null with none. */
  rating: z.object({ average: z.nullable(z.number()), count: z.number() }),
  /** Median seconds from an auction's publishing to the company's bid on it; null below the minimum. */
  responseTime: z.object({ medianSeconds: z.nullable(z.number()), bids: z.number() }),
  /** Awarded bids / bids on auctions whose owner decided (awarded or declined); null below the minimum. */
  awardRate: z.object({
    rate: z.nullable(z.number()),
    awarded: z.number(),
    decidedBids: z.number(),
  }),
});
export type ContractorProfile = z.infer<typeof contractorProfile>;

export const bidderProfileParams = z.object({
  id: z.uuid('Must be a valid id'),
  bidId: z.uuid('Must be a valid id'),
});

/** GET /api/contractors/directory: the vetted companies /rate-contractor offers, names only. */
export const contractorDirectory = z.object({
  data: z.array(z.object({ id: z.string(), companyName: z.string() })),
});
export type ContractorDirectory = z.infer<typeof contractorDirectory>;
