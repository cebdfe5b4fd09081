import { eq, sql } from 'drizzle-orm';
import {
  auctionActions,
  auctionStateLabels,
  canTake,
  type AuctionAction,
  type AuctionActor,
  type AuctionState,
} from '#shared/domain/auction.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAnalyticsEvent } from '../analytics/analytics.queries.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { insertAuctionEvent } from './auction-events.queries.ts';

export type AuctionOrder = typeof orders.$inferSelect;

/** Who acts: a customer, a contractor user or staff (by id), or the scheduled job. */
export type Actor = { kind: AuctionActor; id?: string; ip?: string };

/** The timestamp column each destination state stamps (the demo's timelines stamp the same). */
export const stampOf: Partial<Record<AuctionState, keyof AuctionOrder>> = {
  bidding: 'firstBidAt',
  decision: 'decisionAt',
  revealed: 'revealedAt',
  awarded: 'awardedAt',
  expired: 'expiredAt',
  completed: 'completedAt',
  refunded: 'refundedAt',
};

const auditActor = (actor: Actor) =>
  actor.kind === 'contractor' ? 'staff' : actor.kind === 'system' ? 'system' : actor.kind;

/** Locks the auction's order row for the rest of the transaction; 404 when there is none. */
export async function lockAuction(tx: Db, orderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  if (!order?.auctionState) throw notFound('Auction not found');
  return order;
}

/**
 * Moves a locked auction along one action of the table in #shared/domain/auction.ts, or answers
 * 409 when the action does not apply to its state or actor. Writes the new state, its
 * timestamp, a timeline row and an audit row in the caller's transaction (the caller adds the
 * e-mails, so they commit with the change). `changes` sets other order columns in the same
 * update (e.g. the awarded bid).
 */
export async function transition(
  tx: Db,
  order: AuctionOrder,
  action: AuctionAction,
  actor: Actor,
  at: Date,
  options: { details?: Record<string, unknown>; changes?: Partial<AuctionOrder> } = {},
) {
  const from = order.auctionState;
  if (!canTake(action, from, actor.kind)) {
    throw conflict(
      from
        ? `That is not possible now: this auction's state is "${auctionStateLabels[from]}".`
        : 'This order is not an auction.',
    );
  }
  const to = auctionActions[action].to as AuctionState;
  const stamp = stampOf[to];
  // Bidding that ends before its window (the fourth bid, staff closing early, the last bid
  // withdrawn) ends now: every screen then shows the day it really closed.
  const endsBidding =
    (action === 'closeBidding' || action === 'noBids') &&
    order.biddingClosesAt !== null &&
    order.biddingClosesAt > at;
  const [updated] = await tx
    .update(orders)
    .set({
      ...options.changes,
      auctionState: to,
      ...(stamp ? { [stamp]: at } : {}),
      ...(endsBidding ? { biddingClosesAt: at } : {}),
      updatedAt: at,
    })
    // The state check again in SQL: a caller that forgot the lock still cannot skip a state.
    .where(sql`${orders.id} = ${order.id} and ${orders.auctionState} = ${from}`)
    .returning();
  if (!updated) throw conflict('This auction changed meanwhile; please reload.');
  await insertAuctionEvent(tx, {
    orderId: order.id,
    kind: action,
    fromState: from,
    toState: to,
    actorType: auditActor(actor),
    actorId: actor.id,
    // Who, in the timeline's words: the audit actor type calls contractor users staff.
    details: { by: actor.kind, ...options.details },
    at,
  });
  // The funnel's last two steps (analytics), once per auction, whoever took the action.
  if (to === 'revealed' || to === 'awarded') {
    await recordAnalyticsEvent(tx, {
      name: to,
      contactSubmissionId: order.contactSubmissionId,
      orderId: order.id,
      dedupeKey: `${to}:${order.id}`,
      occurredAt: at,
    });
  }
  await recordAudit(tx, {
    actorType: auditActor(actor),
    actorId: actor.id,
    action: `auction.${action}`,
    entityType: 'order',
    entityId: order.id,
    details: {
      from,
      to,
      ...(actor.kind === 'contractor' ? { contractorUser: true } : {}),
      ...options.details,
    },
    ip: actor.ip,
    at,
  });
  return updated;
}
