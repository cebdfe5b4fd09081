import { MAX_BID_CHANGES } from '#shared/constants/pricing.ts';
import { eligibilityBlock } from '#shared/domain/contractor-eligibility.ts';
import type {
  ContractorAuctionSort,
  ContractorBidInput,
  MyBidRow,
} from '#shared/schemas/contractor-bids.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { countLiveBids } from '../auctions/auction-deadlines.queries.ts';
import { countBidActions, insertAuctionEvent } from '../auctions/auction-events.queries.ts';
import { lockAuction, type Actor } from '../auctions/auction-transition.ts';
import { queueBidNotice } from '../auctions/bid-notices.ts';
import { placeBid, tooManyChanges } from '../auctions/bid-placement.ts';
import { closeWithoutBids } from '../auctions/close-without-bids.ts';
import { bidTextsForOwner } from '../auctions/masked-texts.ts';
import { bidFacts, refuseUnmetPreferences } from '../auctions/contractor-preferences.ts';
import { biddingBlock, isoDay } from '../auctions/service-area.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { refundPayment } from '../checkout/refunds.service.ts';
import { photosOf } from './auction-photos.ts';
import { bidOutcome, changeableStates, seesOwner } from './bid-outcome.ts';
import { auctionAnswer, bidAnswer, ownerContactOf, stateOf } from './contractor-auction.ts';
import {
  auctionsWithMyBids,
  countOpenAuctions,
  deleteMyBid,
  findAuction,
  findContractor,
  findMyBid,
  listOpenAuctions,
  updateMyBid,
  withdrawnAuctions,
  type AuctionRow,
  type Bid,
  type Contractor,
} from './contractor-portal.queries.ts';

/** The payment deps too: a withdrawal that leaves no bid refunds the publishing fee. */
export type PortalDeps = CheckoutDeps;

/** The signed-in contractor user (auth.ts signedInContractor) and where the request came from. */
export type ContractorUser = { userId: string; contractorId: string; ip?: string };

const actorOf = (user: ContractorUser): Actor & { kind: 'contractor' } => ({
  kind: 'contractor',
  id: user.userId,
  ip: user.ip,
});

async function contractorOf(db: Db, contractorId: string) {
  const contractor = await findContractor(db, contractorId);
  // The user's link outlived its contractor record (deleted by staff): nothing to show.
  if (!contractor) throw forbidden('Your contractor account is no longer active.');
  return contractor;
}

export async function contractorMe(
  deps: PortalDeps,
  user: ContractorUser & { name: string; email: string },
) {
  const contractor = await contractorOf(deps.db, user.contractorId);
  const blocked = biddingBlock(contractor, isoDay(deps.clock.now()));
  return {
    companyName: contractor.companyName,
    name: user.name,
    email: user.email,
    canBid: !blocked,
    blockedReason: blocked ?? null,
    serviceArea: contractor.serviceArea,
  };
}

export async function openAuctions(
  deps: PortalDeps,
  contractorId: string,
  page: number,
  pageSize: number,
  sort: ContractorAuctionSort = 'newest',
) {
  const now = deps.clock.now();
  const [rows, total] = await Promise.all([
    listOpenAuctions(deps.db, contractorId, now, page, pageSize, sort),
    countOpenAuctions(deps.db, contractorId, now),
  ]);
  const photos = await photosOf(deps.db, contractorId, rows, now);
  return { data: rows.map((row) => auctionAnswer(row, false, photos)), total, page, pageSize };
}

/**
 * Visible: open in my area and I meet the owner's preferences, or one I bid on (to follow it to
 * its outcome).
 */
export const seesAuction = (row: AuctionRow | undefined): row is AuctionRow =>
  Boolean(row && (row.mine || (row.inArea && row.open && row.meetsPreferences)));

/**
 * The owner's contact details, for the awarded contractor only, and only while it may still
 * bid: a suspended contractor, or one whose licence or insurance lapsed, sees none.
 */
function ownerFor(row: AuctionRow, contractor: Contractor, today: string) {
  const outcome = bidOutcome(
    { state: stateOf(row), awardedBidId: row.order.awardedBidId },
    row.mine?.id ?? null,
  );
  return seesOwner(outcome) && !eligibilityBlock(contractor, today) ? ownerContactOf(row) : null;
}

export async function auctionDetail(deps: PortalDeps, contractorId: string, orderId: string) {
  const now = deps.clock.now();
  const [row, contractor] = await Promise.all([
    findAuction(deps.db, contractorId, orderId, now),
    contractorOf(deps.db, contractorId),
  ]);
  if (!seesAuction(row)) throw notFound('Auction not found');
  const owner = ownerFor(row, contractor, isoDay(now));
  const photos = await photosOf(deps.db, contractorId, [row], now);
  return { auction: auctionAnswer(row, owner !== null, photos), owner };
}

function notBefore(today: string, input: ContractorBidInput) {
  if (input.earliestStartDate < today) {
    throw badRequest('The earliest start date cannot be in the past.', {
      earliestStartDate: 'The earliest start date cannot be in the past',
    });
  }
}

const structured = (input: ContractorBidInput) => ({
  bidAmountCents: input.amount,
  tearOffLayers: input.tearOffLayers,
  underlayment: input.underlayment,
  ventilation: input.ventilation,
  materialLine: input.materialLine,
  workmanshipWarrantyYears: input.workmanshipWarrantyYears,
  manufacturerWarrantyYears: input.manufacturerWarrantyYears,
  earliestStartDate: input.earliestStartDate,
  durationDays: input.durationDays,
  // The owner reads the notes where bids keep their description.
  description: input.notes ?? null,
});

/** The notes and material line masked for the owner, with this bidder's own names. */
const ownerTexts = (contractor: Contractor, input: ContractorBidInput) =>
  bidTextsForOwner(contractor, { notes: input.notes ?? null, materialLine: input.materialLine });

export async function submitBid(
  deps: PortalDeps,
  user: ContractorUser,
  orderId: string,
  input: ContractorBidInput,
) {
  const at = deps.clock.now();
  notBefore(isoDay(at), input);
  try {
    const { bid } = await deps.db.transaction((tx) =>
      placeBid(tx, deps, {
        orderId,
        contractorId: user.contractorId,
        actor: actorOf(user),
        at,
        // The bidder's facts come from the vetted record, not from the form.
        columns: (contractor) => ({
          sellerName: contractor.companyName,
          yearsInBusiness: contractor.yearsInBusiness,
          insuredAmountCents: contractor.insuredAmountCents,
          bonded: contractor.bonded,
          validLicense: true,
          bidStatus: 'submitted',
          ...structured(input),
          ...ownerTexts(contractor, input),
        }),
      }),
    );
    deps.emailQueued();
    return bidAnswer(bid);
  } catch (err) {
    // The indexes caught a race the lock should have queued: same answer as the checks give.
    if (isUniqueViolation(err)) throw conflict('Another bid arrived at the same moment; reload.');
    throw err;
  }
}

/** My bid, with its auction locked; 404 for a bid that is not mine. */
async function lockMyBid(tx: Db, user: ContractorUser, bidId: string) {
  const found = await findMyBid(tx, user.contractorId, bidId);
  if (!found) throw notFound('Bid not found');
  const order = await lockAuction(tx, found.orderId);
  // Read again under the lock: a concurrent withdrawal may have removed it.
  const bid = await findMyBid(tx, user.contractorId, bidId);
  if (!bid) throw notFound('Bid not found');
  if (!order.auctionState || !changeableStates.includes(order.auctionState)) {
    throw conflict('The owner has revealed the bidders: this bid can no longer be changed.');
  }
  return { bid, order };
}

/**
 * A contractor user's change or withdrawal of their bid: on the auction's timeline (which
 * "My bids" and the owner read) and in the audit log, with the amount it was about.
 */
async function recordMyBidMove(
  tx: Db,
  user: ContractorUser,
  orderId: string,
  bid: Bid,
  move: 'changed' | 'withdrawn',
  at: Date,
  bidAmountCents: number | { from: number; to: number },
) {
  await insertAuctionEvent(tx, {
    orderId,
    kind: `bid_${move}`,
    actorType: 'staff',
    actorId: user.userId,
    details: { bidId: bid.id, contractorId: user.contractorId, slot: bid.slot, by: 'contractor' },
    at,
  });
  await recordAudit(tx, {
    actorType: 'staff',
    actorId: user.userId,
    action: `bid.${move}`,
    entityType: 'bid',
    entityId: bid.id,
    details: { orderId, contractorUser: true, bidAmountCents },
    ip: user.ip,
    at,
  });
}

/** Whether a change alters what the owner compares (an identical resubmission does not). */
const changesTerms = (bid: Bid, next: ReturnType<typeof structured>) =>
  (Object.keys(next) as (keyof typeof next)[]).some((key) => (bid[key] ?? null) !== next[key]);

export async function changeBid(
  deps: PortalDeps,
  user: ContractorUser,
  bidId: string,
  input: ContractorBidInput,
) {
  const at = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const { bid, order } = await lockMyBid(tx, user, bidId);
    const contractor = await contractorOf(tx, user.contractorId);
    const block = biddingBlock(contractor, isoDay(at));
    if (block) throw forbidden(block);
    notBefore(isoDay(at), input);
    await refuseUnmetPreferences(tx, order, contractor, bidFacts(input), false);
    const next = structured(input);
    if (!changesTerms(bid, next)) return bid;
    const changes = await countBidActions(tx, order.id, user.contractorId);
    if (changes >= MAX_BID_CHANGES) throw tooManyChanges();
    const row = await updateMyBid(tx, bid.id, {
      ...next,
      ...ownerTexts(contractor, input),
      updatedAt: at,
    });
    // A change as { from, to }: the audit log reads it "bid amount: $13,480 → $13,200".
    await recordMyBidMove(tx, user, order.id, bid, 'changed', at, {
      from: bid.bidAmountCents,
      to: input.amount,
    });
    await queueBidNotice(tx, deps, order, at, {
      kind: 'changed',
      bidId: bid.id,
      slot: bid.slot,
      version: changes,
    });
    return row;
  });
  deps.emailQueued();
  return bidAnswer(updated);
}

/**
 * Withdraws my bid: the row goes (its slot returns to the auction, so another contractor may
 * bid) and the timeline keeps the withdrawal, which "My bids" shows. The owner is told. When it
 * was the last bid and bidding had already closed, nothing is left to decide on: the auction
 * closes like a window without bids and the publishing fee is refunded.
 */
export async function withdrawBid(deps: PortalDeps, user: ContractorUser, bidId: string) {
  const at = deps.clock.now();
  const refund = await deps.db.transaction(async (tx) => {
    const { bid, order } = await lockMyBid(tx, user, bidId);
    await deleteMyBid(tx, bid.id);
    await recordMyBidMove(tx, user, order.id, bid, 'withdrawn', at, bid.bidAmountCents);
    const left = await countLiveBids(tx, order.id);
    if (left === 0 && order.auctionState === 'decision') {
      return closeWithoutBids(tx, deps, order, actorOf(user), at, 'withdrawn');
    }
    await queueBidNotice(tx, deps, order, at, {
      kind: 'withdrawn',
      bidId: bid.id,
      slot: bid.slot,
      liveBids: left,
    });
    return undefined;
  });
  deps.emailQueued();
  if (refund) await refundPayment(deps, refund);
}

/** "My bids": each auction I bid on with its outcome; the winner gets the owner's contacts. */
export async function myBids(deps: PortalDeps, contractorId: string) {
  const now = deps.clock.now();
  const [current, withdrawn, contractor] = await Promise.all([
    auctionsWithMyBids(deps.db, contractorId, now),
    withdrawnAuctions(deps.db, contractorId, now),
    contractorOf(deps.db, contractorId),
  ]);
  const photos = await photosOf(deps.db, contractorId, current, now);
  const rows: MyBidRow[] = current.map((row) => {
    const state = stateOf(row);
    const owner = ownerFor(row, contractor, isoDay(now));
    return {
      auction: auctionAnswer(row, owner !== null, photos),
      outcome: bidOutcome({ state, awardedBidId: row.order.awardedBidId }, row.mine?.id ?? null),
      changeable: state !== null && changeableStates.includes(state),
      owner,
      at: (row.mine?.updatedAt ?? now).toISOString(),
    };
  });
  for (const row of withdrawn) {
    rows.push({
      // No photos: they are for the auction's bidders and those who may still bid.
      auction: auctionAnswer(row, false, new Map()),
      outcome: 'withdrawn',
      changeable: false,
      owner: null,
      at: row.withdrawnAt.toISOString(),
    });
  }
  return { data: rows.sort((a, b) => b.at.localeCompare(a.at)) };
}
