import type { FastifyRequest } from 'fastify';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { auctionStateLabels, biddingStates } from '#shared/domain/auction.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import type { AuctionEmailDeps } from '../auctions/auction-email.ts';
import { transition } from '../auctions/auction-transition.ts';
import { placeBid } from '../auctions/bid-placement.ts';
import { bidTextsForOwner } from '../auctions/masked-texts.ts';
import { findContractor } from '../contractor-portal/contractor-portal.queries.ts';
import { bidRow } from './admin-orders.service.ts';
import {
  deleteBid,
  findBid,
  insertBid,
  listBids,
  lockOrder,
  updateBid,
  updateOrder,
  usedBidSlots,
} from './admin-orders.queries.ts';

type Deps = { db: Db; clock: Clock };
type PhoneBidDeps = Deps & AuctionEmailDeps & { emailQueued?: () => void };

export type BidFields = {
  sellerName: string;
  starRating: string;
  yearsInBusiness: number | null;
  insuredAmountCents: number;
  bonded: boolean;
  validLicense: boolean;
  bidAmount: number;
  description?: string;
};

const columns = (input: BidFields) => ({
  sellerName: input.sellerName,
  starRating: input.starRating,
  yearsInBusiness: input.yearsInBusiness,
  insuredAmountCents: input.insuredAmountCents,
  bonded: input.bonded,
  validLicense: input.validLicense,
  bidAmountCents: input.bidAmount,
  description: input.description ?? null,
});

const capReached = () => conflict(`This order already has ${MAX_BIDS_PER_ORDER} bids`);

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * Staff change an auction's bids by the same rule as contractors place them: only while bidding
 * is open (published or bidding, window not over). Once the owner compares, reveals, awards or
 * is refunded, the bids on the table are what they decided on. Orders that are not auctions
 * keep their bids editable.
 */
function refuseUnlessBiddingOpen(order: LockedOrder, now: Date) {
  const state = order.auctionState;
  if (state === null) return;
  const open =
    biddingStates.includes(state) && order.biddingClosesAt !== null && order.biddingClosesAt > now;
  if (!open) {
    throw conflict(
      `Bids can be added, changed or removed only while bidding is open; this auction's state is "${auctionStateLabels[state]}".`,
    );
  }
}

/** The bid's notes masked for the owner, with the bidder's names (its record, or as typed). */
async function ownerTexts(tx: Db, input: BidFields, contractorId: string | null) {
  const contractor = contractorId ? await findContractor(tx, contractorId) : undefined;
  return bidTextsForOwner(contractor ?? { companyName: input.sellerName }, {
    notes: input.description ?? null,
    materialLine: null,
  });
}

export async function listOrderBids(deps: Deps, orderId: string) {
  return (await listBids(deps.db, orderId)).map((bid) => bidRow(bid));
}

/**
 * Adds a bid in the order's lowest free slot (1-4). The order row is locked, so concurrent adds
 * queue and see each other; the unique (order, slot) index refuses a fifth bid even if that
 * lock were ever missed.
 */
export async function addBid(
  deps: PhoneBidDeps,
  request: FastifyRequest,
  orderId: string,
  input: BidFields & { contractorId?: string },
) {
  if (input.contractorId) return addPhoneBid(deps, request, orderId, input.contractorId, input);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      refuseUnlessBiddingOpen(order, now);
      const used = new Set(await usedBidSlots(tx, orderId));
      const slot = [1, 2, 3, 4].find((s) => !used.has(s));
      if (!slot || used.size >= MAX_BIDS_PER_ORDER) throw capReached();
      const bid = await insertBid(tx, {
        orderId,
        slot,
        sortOrder: slot,
        ...columns(input),
        ...(await ownerTexts(tx, input, null)),
        createdAt: now,
        updatedAt: now,
      });
      // An auction moves through the one transition (first bid opens bidding, the fourth
      // closes it), as with a bid placed for a contractor record; other orders only get
      // their first-bid date.
      const actor = { kind: 'staff' as const, id: request.staff?.id, ip: request.ip };
      let current = order;
      if (current.auctionState === 'published') {
        current = await transition(tx, current, 'firstBid', actor, now, {
          details: { bidId: bid.id },
        });
      } else if (!current.firstBidAt) {
        await updateOrder(tx, orderId, { firstBidAt: now, updatedAt: now });
      }
      if (used.size + 1 >= MAX_BIDS_PER_ORDER && current.auctionState === 'bidding') {
        await transition(tx, current, 'closeBidding', actor, now, {
          details: { reason: 'fourth_bid' },
        });
      }
      await auditStaff(tx, request, now, {
        action: 'bid.created',
        entityType: 'bid',
        entityId: bid.id,
        details: { orderId, bidAmountCents: input.bidAmount },
      });
      return bidRow(bid, order.currency);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw capReached();
    throw err;
  }
}

/**
 * A bid staff took by phone for a contractor record: the same rules and effects as a bid from
 * the portal (eligibility, service area, one per contractor, four at most, state changes, the
 * owner's e-mail), with what staff typed as the bid's facts.
 */
async function addPhoneBid(
  deps: PhoneBidDeps,
  request: FastifyRequest,
  orderId: string,
  contractorId: string,
  input: BidFields,
) {
  const at = deps.clock.now();
  try {
    const { bid, order } = await deps.db.transaction((tx) =>
      placeBid(tx, deps, {
        orderId,
        contractorId,
        actor: { kind: 'staff', id: request.staff?.id, ip: request.ip },
        at,
        columns: (contractor) => ({
          ...columns(input),
          ...bidTextsForOwner(contractor, { notes: input.description ?? null, materialLine: null }),
          bidStatus: 'submitted',
        }),
      }),
    );
    deps.emailQueued?.();
    return bidRow(bid, order.currency);
  } catch (err) {
    if (isUniqueViolation(err)) throw capReached();
    throw err;
  }
}

/** The bid with its order locked and the state rule checked; 404 for an unknown bid. */
async function lockBidForChange(tx: Db, id: string, now: Date) {
  const found = await findBid(tx, id);
  if (!found) throw notFound('Bid not found');
  const order = await lockOrder(tx, found.orderId);
  if (!order) throw notFound('Bid not found');
  refuseUnlessBiddingOpen(order, now);
  // Read again under the lock: a concurrent delete may have removed it.
  const bid = await findBid(tx, id);
  if (!bid) throw notFound('Bid not found');
  return bid;
}

export async function editBid(deps: Deps, request: FastifyRequest, id: string, input: BidFields) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await lockBidForChange(tx, id, now);
    const bid = await updateBid(tx, id, {
      ...columns(input),
      ...(await ownerTexts(tx, input, found.contractorId)),
      updatedAt: now,
    });
    if (!bid) throw notFound('Bid not found');
    await auditStaff(tx, request, now, {
      action: 'bid.updated',
      entityType: 'bid',
      entityId: id,
      details: { bidAmountCents: input.bidAmount },
    });
    return bidRow(bid);
  });
}

export async function removeBid(deps: Deps, request: FastifyRequest, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const bid = await lockBidForChange(tx, id, now);
    if (!(await deleteBid(tx, id))) throw notFound('Bid not found');
    await auditStaff(tx, request, now, {
      action: 'bid.deleted',
      entityType: 'bid',
      entityId: id,
      details: { orderId: bid.orderId, sellerName: bid.sellerName },
    });
  });
}
