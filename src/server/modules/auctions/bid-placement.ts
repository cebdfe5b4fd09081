import { eq, sql } from 'drizzle-orm';
import { biddingStates } from '#shared/domain/auction.ts';
import { MAX_BID_CHANGES, MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import type { Db } from '../../db/client.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import type { AuctionEmailDeps } from './auction-email.ts';
import { countBidActions, insertAuctionEvent } from './auction-events.queries.ts';
import { queueBidNotice } from './bid-notices.ts';
import { lockAuction, transition, type Actor } from './auction-transition.ts';
import { bidFacts, refuseUnmetPreferences } from './contractor-preferences.ts';
import { biddingBlock, inServiceArea, isoDay } from './service-area.ts';

type Contractor = typeof contractors.$inferSelect;
type NewBid = typeof sellerBids.$inferInsert;

/** The bid's own columns; placement fills in the order, slot, contractor and times. */
export type BidColumns = Omit<
  NewBid,
  'id' | 'orderId' | 'slot' | 'sortOrder' | 'contractorId' | 'createdAt' | 'updatedAt'
>;

export type BidPlacement = {
  orderId: string;
  contractorId: string;
  /** A contractor user bidding in the portal, or staff typing in a bid taken by phone. */
  actor: Actor & { kind: 'contractor' | 'staff' };
  at: Date;
  /** The row to store, from the contractor's record (the portal) or what staff typed. */
  columns: (contractor: Contractor) => BidColumns;
};

export const bidCapReached = () =>
  conflict(`This auction already has ${MAX_BIDS_PER_ORDER} bids; bidding is closed.`);
export const tooManyChanges = () =>
  conflict(
    `You have placed or changed a bid on this auction ${MAX_BID_CHANGES} times, the most allowed. Contact RoofBid if something needs correcting.`,
  );
export const alreadyBid = () =>
  conflict('You have already bid on this auction; change your bid instead.');

/**
 * Places one contractor's bid on an auction: the one path for the portal and for staff
 * entering a phone bid. The order row is locked first, so concurrent bids queue and see each
 * other: one bid per contractor (409), at most four (409; the unique slot and contractor
 * indexes refuse it even without the lock), the first bid moves `published` to `bidding` and the
 * fourth closes bidding. The owner is e-mailed in the same transaction, once per bid. A
 * contractor may place or change its bid MAX_BID_CHANGES times per auction.
 * Run inside the caller's transaction; a unique violation means a concurrent bid won the race.
 */
export async function placeBid(tx: Db, deps: AuctionEmailDeps, placement: BidPlacement) {
  const { actor, at } = placement;
  const byStaff = actor.kind === 'staff';
  let order = await lockAuction(tx, placement.orderId);
  const [found] = await tx
    .select({
      contractor: contractors,
      inArea: sql<boolean>`${inServiceArea(contractors.serviceArea)}`,
    })
    .from(contractors)
    .innerJoin(orders, eq(orders.id, order.id))
    .where(eq(contractors.id, placement.contractorId));
  if (!found) throw notFound('Contractor not found');
  const { contractor } = found;

  const block = biddingBlock(contractor, isoDay(at));
  if (block) throw forbidden(byStaff ? `${contractor.companyName} cannot bid: ${block}` : block);
  if (!found.inArea) {
    if (byStaff) throw conflict("This auction is outside the contractor's service area.");
    throw notFound('Auction not found');
  }
  if (
    !order.auctionState ||
    !biddingStates.includes(order.auctionState) ||
    !order.biddingClosesAt ||
    order.biddingClosesAt <= at
  ) {
    throw conflict('Bidding on this auction has closed.');
  }
  const columns = placement.columns(contractor);
  await refuseUnmetPreferences(tx, order, contractor, bidFacts(columns), byStaff);

  // A contractor placing and withdrawing in a loop would e-mail the owner each time.
  if (!byStaff && (await countBidActions(tx, order.id, contractor.id)) >= MAX_BID_CHANGES) {
    throw tooManyChanges();
  }

  const existing = await tx
    .select({ slot: sellerBids.slot, contractorId: sellerBids.contractorId })
    .from(sellerBids)
    .where(eq(sellerBids.orderId, order.id));
  if (existing.some((b) => b.contractorId === contractor.id)) {
    throw byStaff
      ? conflict(`${contractor.companyName} has already bid on this auction.`)
      : alreadyBid();
  }
  const used = new Set(existing.map((b) => b.slot));
  const slot = [1, 2, 3, 4].find((s) => !used.has(s));
  if (!slot || existing.length >= MAX_BIDS_PER_ORDER) throw bidCapReached();

  const [bid] = await tx
    .insert(sellerBids)
    .values({
      ...columns,
      orderId: order.id,
      slot,
      sortOrder: slot,
      contractorId: contractor.id,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const count = existing.length + 1;

  await insertAuctionEvent(tx, {
    orderId: order.id,
    kind: 'bid_placed',
    actorType: 'staff',
    actorId: actor.id,
    details: { bidId: bid!.id, slot, contractorId: contractor.id, by: actor.kind },
    at,
  });
  await recordAudit(tx, {
    actorType: 'staff',
    actorId: actor.id,
    action: 'bid.placed',
    entityType: 'bid',
    entityId: bid!.id,
    details: {
      orderId: order.id,
      contractorId: contractor.id,
      bidAmountCents: bid!.bidAmountCents,
      ...(byStaff ? { takenByPhone: true } : { contractorUser: true }),
    },
    ip: actor.ip,
    at,
  });
  if (order.auctionState === 'published') {
    order = await transition(tx, order, 'firstBid', actor, at, { details: { bidId: bid!.id } });
  }
  if (count >= MAX_BIDS_PER_ORDER) {
    order = await transition(tx, order, 'closeBidding', actor, at, {
      details: { reason: 'fourth_bid' },
    });
  }
  await queueBidNotice(tx, deps, order, at, {
    kind: 'placed',
    bidId: bid!.id,
    slot,
    liveBids: count,
  });
  return { bid: bid!, order };
}
