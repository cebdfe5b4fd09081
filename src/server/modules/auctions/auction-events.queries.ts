import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';

export type NewAuctionEvent = typeof auctionEvents.$inferInsert;

export async function insertAuctionEvent(tx: Db, event: NewAuctionEvent) {
  await tx.insert(auctionEvents).values(event);
}

/** An auction's timeline, oldest first. */
export function auctionTimeline(db: Db, orderId: string) {
  return db
    .select({
      kind: auctionEvents.kind,
      fromState: auctionEvents.fromState,
      toState: auctionEvents.toState,
      actorType: auctionEvents.actorType,
      details: auctionEvents.details,
      at: auctionEvents.at,
    })
    .from(auctionEvents)
    .where(eq(auctionEvents.orderId, orderId))
    .orderBy(asc(auctionEvents.id));
}

/**
 * How many times this contractor placed or changed a bid on this auction, from the timeline
 * (a withdrawn bid's row is gone, its events stay): the cap on bid changes counts these.
 */
export async function countBidActions(db: Db, orderId: string, contractorId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auctionEvents)
    .where(
      and(
        eq(auctionEvents.orderId, orderId),
        inArray(auctionEvents.kind, ['bid_placed', 'bid_changed']),
        sql`${auctionEvents.details} ->> 'contractorId' = ${contractorId}`,
      ),
    );
  return Number(row?.n ?? 0);
}
