import { and, asc, count, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';

/*
 * The contractor profile's figures, each counted in SQL from RoofBid's own records
 * (docs/decisions/contractor-profiles.md defines them). Not contractors.average_rating: that
 * column is typed in (the demo seeds it) and mixes nothing anyone verified.
 */

// A withdrawn bid is no longer on the table; a completed job is one the owner reported done.
const liveBid = sql`${sellerBids.status} <> 'withdrawn'`;
const jobCompleted = sql`${orders.auctionState} in ('completed', 'refunded')`;

/** A bid on the owner's auction with the contractor record it came from (none: typed by staff). */
export async function findBidOnAuction(db: Db, orderId: string, bidId: string) {
  const [row] = await db
    .select({ bid: sellerBids, contractor: contractors })
    .from(sellerBids)
    .leftJoin(contractors, eq(contractors.id, sellerBids.contractorId))
    .where(and(eq(sellerBids.id, bidId), eq(sellerBids.orderId, orderId), liveBid));
  return row;
}

/** Auctions awarded to the contractor whose job the owner reported complete. */
export async function completedJobCount(db: Db, contractorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(sellerBids, eq(sellerBids.id, orders.awardedBidId))
    .where(and(eq(sellerBids.contractorId, contractorId), jobCompleted));
  return Number(row?.n ?? 0);
}

/** Average and count of the contractor's approved reviews that are verified jobs. */
export async function verifiedRating(db: Db, contractorId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${contractorReviews.rating}), 1)`,
      count: count(),
    })
    .from(contractorReviews)
    .where(
      and(
        eq(contractorReviews.contractorId, contractorId),
        eq(contractorReviews.status, 'approved'),
        isNotNull(contractorReviews.verifiedAt),
      ),
    );
  return {
    average: row?.average == null ? null : Number(row.average),
    count: Number(row?.count ?? 0),
  };
}

/**
 * The median time from an auction's publishing to the contractor's bid on it, over every bid it
 * placed (a bid later withdrawn was still an answer), and how many bids that is.
 */
export async function responseTimes(db: Db, contractorId: string) {
  const [row] = await db
    .select({
      median: sql<
        string | number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${sellerBids.createdAt} - ${orders.publishedAt})))`,
      bids: count(),
    })
    .from(sellerBids)
    .innerJoin(orders, eq(orders.id, sellerBids.orderId))
    .where(
      and(
        eq(sellerBids.contractorId, contractorId),
        isNotNull(orders.publishedAt),
        sql`${sellerBids.createdAt} >= ${orders.publishedAt}`,
      ),
    );
  return { median: row?.median == null ? null : Number(row.median), bids: Number(row?.bids ?? 0) };
}

/** The owner declined every bid: the 'decline' transition is on the auction's timeline. */
const declined = sql`exists (select 1 from ${auctionEvents} where ${auctionEvents.orderId} = ${orders.id} and ${auctionEvents.kind} = 'decline')`;

/**
 * The contractor's live bids on auctions whose owner decided (awarded a bid, or declined them
 * all), and how many of those were the awarded one. Open, expired and bidless auctions are not
 * decisions and do not count.
 */
export async function awardCounts(db: Db, contractorId: string) {
  const [row] = await db
    .select({
      decided: count(),
      awarded: sql<
        number | string
      >`count(*) filter (where ${orders.awardedBidId} = ${sellerBids.id})`,
    })
    .from(sellerBids)
    .innerJoin(orders, eq(orders.id, sellerBids.orderId))
    .where(
      and(
        eq(sellerBids.contractorId, contractorId),
        liveBid,
        sql`(${orders.awardedBidId} is not null or ${declined})`,
      ),
    );
  return { decided: Number(row?.decided ?? 0), awarded: Number(row?.awarded ?? 0) };
}

/** Active, vetted companies by name, names only: what /rate-contractor offers. */
export function vettedContractorNames(db: Db, limit: number) {
  return db
    .select({ id: contractors.id, companyName: contractors.companyName })
    .from(contractors)
    .where(and(eq(contractors.isActive, true), isNotNull(contractors.vettedAt)))
    .orderBy(asc(sql`lower(${contractors.companyName})`), asc(contractors.id))
    .limit(limit);
}

/** The contractor a review picked, when it is one the directory offers. */
export async function findVettedContractor(db: Db, id: string) {
  const [row] = await db
    .select({ id: contractors.id, companyName: contractors.companyName })
    .from(contractors)
    .where(
      and(eq(contractors.id, id), eq(contractors.isActive, true), isNotNull(contractors.vettedAt)),
    );
  return row;
}

/**
 * One of the customer's own completed auctions awarded to the contractor and not yet reviewed
 * (the completion form reviews it too): a review of that contractor by that customer is then a
 * verified RoofBid job. A job is rated once, so its rating counts once.
 */
export async function findUnreviewedJobOf(db: Db, customerId: string, contractorId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(sellerBids, eq(sellerBids.id, orders.awardedBidId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(sellerBids.contractorId, contractorId),
        jobCompleted,
        notExists(
          db
            .select({ id: contractorReviews.id })
            .from(contractorReviews)
            .where(eq(contractorReviews.orderId, orders.id)),
        ),
      ),
    )
    .limit(1);
  return row;
}
