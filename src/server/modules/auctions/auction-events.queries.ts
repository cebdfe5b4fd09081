import { asc, eq } from 'drizzle-orm';
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
      at: auctionEvents.at,
    })
    .from(auctionEvents)
    .where(eq(auctionEvents.orderId, orderId))
    .orderBy(asc(auctionEvents.id));
}
