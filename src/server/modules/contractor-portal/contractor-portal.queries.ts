import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import type { ContractorAuctionSort } from '#shared/schemas/contractor-bids.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  meetsPreferencesSql,
  preferenceColumns,
} from '../auctions/contractor-preferences.queries.ts';
import { inServiceArea } from '../auctions/service-area.ts';
import { findRow } from '../../db/rows.ts';

export type Contractor = typeof contractors.$inferSelect;
export type Bid = typeof sellerBids.$inferSelect;

export const findContractor = findRow(contractors);

/** The contractor's own service area, read in SQL so the match stays one predicate. */
const areaOf = (contractorId: string) =>
  sql`(select c.service_area from contractors c where c.id = ${contractorId})`;

export const inAreaOf = (contractorId: string) => inServiceArea(areaOf(contractorId));

/** The contractor meets the owner's preferences of the auction (issue #23 part 2). */
const meetsPreferencesOf = (contractorId: string) =>
  meetsPreferencesSql(sql`${contractorId}::uuid`);

// The outer order is named in full: single-table selects render unqualified column names.
const bidsCount = sql<number>`(select count(*)::int from ${sellerBids} where ${sellerBids.orderId} = "orders"."id")`;

/** Bidding is open: the auction takes bids, its window has not closed and a slot is free. */
export const openForBids = (now: Date): SQL =>
  sql`${orders.auctionState} in ('published', 'bidding') and ${orders.biddingClosesAt} > ${now.toISOString()}::timestamptz and ${bidsCount} < ${MAX_BIDS_PER_ORDER}`;

const mine = alias(sellerBids, 'mine');

/**
 * The columns an auction row is built from. The order row carries the owner's details: the
 * service maps only the roof's fields into answers (contractor-auction.ts).
 */
const auctionColumns = {
  order: orders,
  roofMaterial: contactSubmissions.roofMaterial,
  propertyType: contactSubmissions.propertyType,
  roofAge: contactSubmissions.roofAge,
  roofAreaSqFt: contactSubmissions.roofAreaSqFt,
  footprintSqFt: contactSubmissions.footprintSqFt,
  roofPitch: contactSubmissions.roofPitch,
  preferences: preferenceColumns,
  leadAddress: contactSubmissions.address,
  leadMessage: contactSubmissions.message,
  bidsCount,
  mine,
};

function auctionQuery(db: Db, contractorId: string, now: Date) {
  return db
    .select({
      ...auctionColumns,
      inArea: sql<boolean>`${inAreaOf(contractorId)}`,
      open: sql<boolean>`coalesce(${openForBids(now)}, false)`,
      meetsPreferences: sql<boolean>`${meetsPreferencesOf(contractorId)}`,
    })
    .from(orders)
    .leftJoin(contactSubmissions, eq(contactSubmissions.id, orders.contactSubmissionId))
    .leftJoin(mine, and(eq(mine.orderId, orders.id), eq(mine.contractorId, contractorId)));
}
export type AuctionRow = Awaited<ReturnType<typeof auctionQuery>>[number];

const openInArea = (contractorId: string, now: Date) =>
  and(openForBids(now), inAreaOf(contractorId), meetsPreferencesOf(contractorId));

// Each order ends on the id, so a page never repeats or skips an auction.
const openAuctionOrder: Record<ContractorAuctionSort, SQL[]> = {
  newest: [desc(orders.publishedAt), desc(orders.id)],
  closing: [asc(orders.biddingClosesAt), desc(orders.id)],
  area: [sql`${orders.postalCode} asc nulls last`, asc(orders.biddingClosesAt), desc(orders.id)],
};

/** Open auctions in the contractor's area, newest first (or as `sort` says), one page. */
export function listOpenAuctions(
  db: Db,
  contractorId: string,
  now: Date,
  page: number,
  pageSize: number,
  sort: ContractorAuctionSort = 'newest',
) {
  return auctionQuery(db, contractorId, now)
    .where(openInArea(contractorId, now))
    .orderBy(...openAuctionOrder[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export const countOpenAuctions = (db: Db, contractorId: string, now: Date) =>
  cappedCount(db, orders, openInArea(contractorId, now));

/** One auction as the contractor may see it (the caller decides from inArea/open/mine). */
export async function findAuction(db: Db, contractorId: string, orderId: string, now: Date) {
  const [row] = await auctionQuery(db, contractorId, now).where(
    and(eq(orders.id, orderId), sql`${orders.auctionState} is not null`),
  );
  return row;
}

/** Every auction I bid on, most recent bid first. */
export function auctionsWithMyBids(db: Db, contractorId: string, now: Date) {
  return auctionQuery(db, contractorId, now)
    .where(sql`${mine.id} is not null`)
    .orderBy(desc(mine.createdAt))
    .limit(200);
}

/**
 * Auctions on which I withdrew my bid and have not bid again: a withdrawn bid's row is deleted
 * (its slot goes back to the auction), so the timeline remembers it.
 */
export async function withdrawnAuctions(db: Db, contractorId: string, now: Date) {
  const withdrawals = await db
    .select({ orderId: auctionEvents.orderId, at: sql<Date>`max(${auctionEvents.at})` })
    .from(auctionEvents)
    .where(
      and(
        eq(auctionEvents.kind, 'bid_withdrawn'),
        sql`${auctionEvents.details} ->> 'contractorId' = ${contractorId}`,
      ),
    )
    .groupBy(auctionEvents.orderId)
    .limit(200);
  if (withdrawals.length === 0) return [];
  const rows = await auctionQuery(db, contractorId, now).where(
    and(
      inArray(
        orders.id,
        withdrawals.map((w) => w.orderId),
      ),
      sql`${mine.id} is null`,
    ),
  );
  const at = new Map(withdrawals.map((w) => [w.orderId, new Date(w.at)]));
  return rows.map((row) => ({ ...row, withdrawnAt: at.get(row.order.id)! }));
}

export async function findMyBid(db: Db, contractorId: string, bidId: string) {
  const [row] = await db
    .select()
    .from(sellerBids)
    .where(and(eq(sellerBids.id, bidId), eq(sellerBids.contractorId, contractorId)));
  return row;
}

export async function updateMyBid(db: Db, bidId: string, patch: Partial<Bid>) {
  const [row] = await db.update(sellerBids).set(patch).where(eq(sellerBids.id, bidId)).returning();
  return row!;
}

export async function deleteMyBid(db: Db, bidId: string) {
  await db.delete(sellerBids).where(eq(sellerBids.id, bidId));
}
