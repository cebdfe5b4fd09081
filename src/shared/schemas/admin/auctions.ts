import * as z from 'zod/mini';
import { auctionStates } from '../../domain/auction.ts';
import { isRealDate } from '../common.ts';
import { pageOf, searchPageQuery } from './paging.ts';
import { nullableNumbers, nullableStrings, numbers, strings } from '../fields.ts';

const optionalDay = (message: string) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isRealDate(value), message),
      ),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );

/** The Auctions tab's list: a state, a province code, a publishing date range and a search. */
export const auctionListQuery = z.object({
  ...searchPageQuery,
  state: z.optional(z.enum(auctionStates)),
  province: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, 'Choose a province')),
      z.transform((value: string) => (value === '' ? undefined : value.toUpperCase())),
    ),
  ),
  // Published on or after `from`, and on or before `to` (whole days, UTC).
  from: optionalDay('Enter a valid date'),
  to: optionalDay('Enter a valid date'),
});
export type AuctionListQuery = z.infer<typeof auctionListQuery>;

export const adminAuctionRow = z.object({
  ...strings('id', 'orderNumber'),
  state: z.enum(auctionStates),
  /** The state in the words every screen uses (standingLabel: "Closed without bids"). */
  ...strings('stateLabel', 'ownerName', 'ownerEmail'),
  ...nullableStrings('city', 'province', 'postalCode'),
  bidCount: z.number(),
  ...nullableStrings('publishedAt', 'biddingClosesAt', 'awardDeadlineAt'),
  /** A refund of this auction's payments failed and waits for a retry. */
  refundFailed: z.boolean(),
});
export type AdminAuctionRow = z.infer<typeof adminAuctionRow>;

/** Counts per state for the state chips, under the same filters except the state itself. */
export const auctionStateCounts = z.record(z.enum(auctionStates), z.number());
export type AuctionStateCounts = z.infer<typeof auctionStateCounts>;

export const adminAuctionPage = z.extend(pageOf(adminAuctionRow), { counts: auctionStateCounts });
export type AdminAuctionPage = z.infer<typeof adminAuctionPage>;

export const adminAuctionEvent = z.object({
  kind: z.string(),
  /** The event in words (auctionEventText), for staff. */
  label: z.string(),
  fromState: z.nullable(z.enum(auctionStates)),
  toState: z.nullable(z.enum(auctionStates)),
  ...strings('actorType', 'at'),
});

export const adminAuctionBid = z.object({
  id: z.string(),
  slot: z.number(),
  contractorId: z.nullable(z.string()),
  contractorName: z.string(),
  bidAmountCents: z.number(),
  status: z.string(),
  ...nullableNumbers('workmanshipWarrantyYears', 'manufacturerWarrantyYears'),
  earliestStartDate: z.nullable(z.string()),
  durationDays: z.nullable(z.number()),
  awarded: z.boolean(),
  createdAt: z.string(),
});
export type AdminAuctionBid = z.infer<typeof adminAuctionBid>;

export const adminAuctionFile = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'photo']),
  ...strings('originalName', 'contentType'),
  sizeBytes: z.number(),
  ...strings('url', 'createdAt'),
});

export const adminAuctionPayment = z.object({
  id: z.string(),
  purpose: z.enum(['auction_fee', 'reveal_fee']),
  status: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  ...nullableStrings('paidAt', 'refundedAt', 'refundReason'),
  /** The provider's answer when the last refund attempt failed. */
  refundError: z.nullable(z.string()),
});
export type AdminAuctionPayment = z.infer<typeof adminAuctionPayment>;

export const adminAuctionDetail = z.extend(adminAuctionRow, {
  ...nullableStrings(
    'ownerPhone',
    'address',
    'decisionAt',
    'revealedAt',
    'awardedAt',
    'completedAt',
    'refundedAt',
    'expiredAt',
  ),
  timeline: z.array(adminAuctionEvent),
  bids: z.array(adminAuctionBid),
  files: z.array(adminAuctionFile),
  payments: z.array(adminAuctionPayment),
  /** The reveal fee's refund: none yet, sent and waiting, failed (retry), or done. */
  revealRefund: z.enum(['none', 'pending', 'failed', 'refunded']),
});
export type AdminAuctionDetail = z.infer<typeof adminAuctionDetail>;

const days = (label: string, example: number) =>
  z.coerce
    .number({ error: `Enter the ${label} in days` })
    .check(
      z.int(`Enter the ${label} in whole days`),
      z.minimum(1, 'Enter between 1 and 365 days'),
      z.maximum(365, 'Enter between 1 and 365 days'),
      z.meta({ examples: [example] }),
    );

export const auctionSettingsInput = z.object({
  biddingWindowDays: days('bidding window', 7),
  /** Later than the end of the bidding window (checked with it: the route's description). */
  awardDeadlineDays: days('award deadline', 14),
});
export type AuctionSettingsInput = z.infer<typeof auctionSettingsInput>;

export const auctionSettingsResponse = z.object({
  ...numbers('biddingWindowDays', 'awardDeadlineDays'),
});
