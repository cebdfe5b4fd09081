import { completionFileKinds } from '../constants/uploads.ts';
import * as z from 'zod/mini';
import { auctionStates } from '../domain/auction.ts';
import { rangePositions } from '../domain/roof-estimate.ts';
import { preferenceKeys, preferenceStatuses } from '../constants/contractor-preferences.ts';
import { contractorPreferences } from './contractor-preferences.ts';
import { optionalText } from './common.ts';
import { orderFees } from './fees.ts';
import { bidTerms } from './contractor-bids.ts';
import { booleans, nullableNumbers, nullableStrings, strings } from './fields.ts';

/**
 * The homeowner's auction in the customer portal (DECISIONS.md §4). Before the reveal a bidder
 * is "Bidder A".."Bidder D" and carries no name, licence number or contact: those fields are
 * null until the reveal fee is paid.
 */

const state = z.enum(auctionStates);

/** One of the owner's auctions in the list. */
export const customerAuctionSummary = z.object({
  ...strings('id', 'orderNumber'),
  state,
  /** The state in words (standingLabel in #shared/domain/order-standing.ts). */
  stateLabel: z.string(),
  /** What waits on the owner now (ownerAttention), for the auction switcher; null: nothing. */
  attention: z.nullable(z.string()),
  currency: z.string(),
  /** The publishing and reveal fees with their amounts and dates. */
  fees: orderFees,
  ...nullableStrings('publishedAt', 'biddingClosesAt', 'awardDeadlineAt'),
  bidCount: z.number(),
  ...nullableNumbers('lowestBidCents', 'highestBidCents'),
});
export type CustomerAuctionSummary = z.infer<typeof customerAuctionSummary>;
export const customerAuctionsResponse = z.object({ data: z.array(customerAuctionSummary) });

/** A bid as the owner compares it. Null means "Not given" (a bid staff typed in). */
export const comparedBid = z.object({
  id: z.string(),
  /** "Bidder A".. before the reveal; the company name after it. */
  label: z.string(),
  ...bidTerms,
  /** The average of the contractor's approved reviews; null with none ("No reviews yet"). */
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
  ...nullableNumbers('yearsInBusiness', 'insuredAmountCents'),
  bonded: z.nullable(z.boolean()),
  licensed: z.nullable(z.boolean()),
  /** "Licence verified on DATE, insurance verified until DATE" (verificationLine); null: none. */
  verification: z.nullable(z.string()),
  awarded: z.boolean(),
  /**
   * Whether the owner may award this bid: false when its contractor can no longer bid
   * (suspended, licence or insurance lapsed), with the reason in words.
   */
  awardable: z.boolean(),
  notAwardableReason: z.nullable(z.string()),
  /** The bid against each preference the owner chose (issue #23 part 2). */
  preferenceChecks: z.array(
    z.object({ key: z.enum(preferenceKeys), status: z.enum(preferenceStatuses) }),
  ),
  /**
   * Where the bid falls against the typical range for this roof (the instant estimate, issue
   * #12); null when the request gave no size, or "Not sure" as its material.
   */
  estimatePosition: z.nullable(z.enum(rangePositions)),
  /**
   * After the reveal, whether the bidder has a RoofBid profile to open (GET
   * .../bids/{bidId}/profile): every bid from a contractor record; not a bid staff took by phone.
   */
  hasProfile: z.boolean(),
  /** Only after the reveal. */
  ...nullableStrings('companyName', 'licenceNumber', 'contactName', 'email', 'phone'),
});
export type ComparedBid = z.infer<typeof comparedBid>;

export const auctionTimelineEntry = z.object({
  ...strings('kind', 'label', 'at'),
});

/** A file the owner sent with the completion form, downloadable at /api/files/{id}. */
export const completionFile = z.object({
  ...strings('id', 'name'),
  kind: z.enum(completionFileKinds),
});

/**
 * What the owner sent with the completion form, so the portal can show it back: null until the
 * form is sent. The rating and review are null only if staff removed the review since.
 */
export const auctionCompletion = z.object({
  submittedAt: z.string(),
  rating: z.nullable(z.number()),
  review: z.nullable(z.string()),
  files: z.array(completionFile),
});
export type AuctionCompletion = z.infer<typeof auctionCompletion>;

export const customerAuctionDetail = z.object({
  ...customerAuctionSummary.shape,
  revealed: z.boolean(),
  nextStep: z.string(),
  revealFeeCents: z.number(),
  /** The typical cost range for this roof from the current cost table; null as above. */
  estimate: z.nullable(z.object({ lowCents: z.number(), highCents: z.number() })),
  timeline: z.array(auctionTimelineEntry),
  bids: z.array(comparedBid),
  /** What the owner asked of a contractor when requesting the quote. */
  preferences: contractorPreferences,
  /** Which of the owner's buttons apply now (canTake in #shared/domain/auction.ts). */
  actions: z.object({
    ...booleans('reveal', 'decline', 'award', 'complete'),
  }),
  completion: z.nullable(auctionCompletion),
});
export type CustomerAuctionDetail = z.infer<typeof customerAuctionDetail>;

export const revealCheckoutResponse = z.object({
  ...strings('url', 'sessionId'),
  amountCents: z.number(),
});
export type RevealCheckoutResponse = z.infer<typeof revealCheckoutResponse>;

export const revealSessionParams = z.object({
  id: z.uuid('Must be a valid id'),
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** What the portal shows when the owner comes back from paying the reveal fee. */
export const revealPaymentResponse = z.object({
  status: z.enum(['paid', 'open', 'expired', 'refunded']),
  message: z.string(),
});
export type RevealPaymentResponse = z.infer<typeof revealPaymentResponse>;

export const awardInput = z.object({ bidId: z.uuid('Choose a bid to award') });
export type AwardInput = z.infer<typeof awardInput>;

export const auctionActionResponse = z.object({ success: z.boolean(), state });

/** The completion form's text fields (its files are checked by the upload rules). */
export const completionFields = z.object({
  rating: z.enum(['1', '2', '3', '4', '5'], 'Choose a rating from 1 to 5'),
  review: optionalText(5000, { multiline: true }),
});
export type CompletionFields = z.input<typeof completionFields>;
