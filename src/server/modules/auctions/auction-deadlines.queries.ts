import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';

const DAY_MS = 86_400_000;
const open = ['published', 'bidding', 'decision', 'revealed'] as const;

/** The ids of the auctions `where` picks, by `due` (earliest first), at most `limit`. */
async function dueIds(db: Db, where: SQL | undefined, due: PgColumn, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(asc(due))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Auctions whose bidding window (or whole time) ran out without a bid: none came, or every bid
 * was withdrawn (withdrawing deletes the bid, so the auction may still say "bidding").
 */
export async function dueNoBids(db: Db, now: Date, limit: number) {
  return dueIds(
    db,
    and(
      inArray(orders.auctionState, ['published', 'bidding']),
      or(lte(orders.biddingClosesAt, now), lte(orders.awardDeadlineAt, now)),
      sql`not exists (select 1 from ${sellerBids} where ${sellerBids.orderId} = "orders"."id")`,
    ),
    orders.biddingClosesAt,
    limit,
  );
}

/** Auctions in bidding whose window closed before their award deadline. */
export async function dueBiddingClose(db: Db, now: Date, limit: number) {
  return dueIds(
    db,
    and(
      eq(orders.auctionState, 'bidding'),
      lte(orders.biddingClosesAt, now),
      or(sql`${orders.awardDeadlineAt} is null`, sql`${orders.awardDeadlineAt} > ${now}`),
    ),
    orders.biddingClosesAt,
    limit,
  );
}

/** How many reminders an auction should have had by `now`: 1 from 7 days before, 2 from 2. */
export function remindersDue(deadline: Date | null, now: Date) {
  if (!deadline || deadline <= now) return 0;
  const left = deadline.getTime() - now.getTime();
  return left <= 2 * DAY_MS ? 2 : left <= 7 * DAY_MS ? 1 : 0;
}

/** Auctions waiting on the owner whose next award reminder is due. */
export async function dueReminders(db: Db, now: Date, limit: number) {
  const in7 = new Date(now.getTime() + 7 * DAY_MS);
  const in2 = new Date(now.getTime() + 2 * DAY_MS);
  return dueIds(
    db,
    and(
      inArray(orders.auctionState, ['decision', 'revealed']),
      sql`${orders.awardDeadlineAt} > ${now}`,
      lte(orders.awardDeadlineAt, in7),
      or(
        eq(orders.awardRemindersSent, 0),
        and(lt(orders.awardRemindersSent, 2), lte(orders.awardDeadlineAt, in2)),
      ),
    ),
    orders.awardDeadlineAt,
    limit,
  );
}

/** Open auctions past their award deadline. */
export async function dueExpiry(db: Db, now: Date, limit: number) {
  return dueIds(
    db,
    and(inArray(orders.auctionState, [...open]), lte(orders.awardDeadlineAt, now)),
    orders.awardDeadlineAt,
    limit,
  );
}

/**
 * The auction's order row locked for this transaction, or undefined when another instance holds
 * it (SKIP LOCKED): that instance is handling it, and the next run sees what it did.
 */
export async function lockAuctionIfFree(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNotNull(orders.auctionState)))
    .for('update', { skipLocked: true });
  return row;
}

export async function countLiveBids(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(sellerBids)
    .where(and(eq(sellerBids.orderId, orderId), ne(sellerBids.status, 'withdrawn')));
  return row?.n ?? 0;
}

/** Records that reminders up to `level` were sent; false when another run already did. */
export async function claimReminders(tx: Db, id: string, level: number) {
  const rows = await tx
    .update(orders)
    .set({ awardRemindersSent: level })
    .where(and(eq(orders.id, id), lt(orders.awardRemindersSent, level)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The contractors with a live bid on the auction, to tell them it ended. */
export function auctionBidders(tx: Db, orderId: string) {
  return tx
    .selectDistinct({
      contractorId: contractors.id,
      email: contractors.email,
      contactName: contractors.contactName,
    })
    .from(sellerBids)
    .innerJoin(contractors, eq(contractors.id, sellerBids.contractorId))
    .where(and(eq(sellerBids.orderId, orderId), ne(sellerBids.status, 'withdrawn')));
}
