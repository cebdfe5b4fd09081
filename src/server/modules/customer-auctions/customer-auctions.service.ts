import { licenceNumberText } from '#shared/domain/licence-number.ts';
import {
  auctionNextStep,
  bidderLabel,
  canTake,
  ownerAttention,
  type AuctionState,
} from '#shared/domain/auction.ts';
import { auctionEventText } from '#shared/domain/auction-timeline.ts';
import { blockForOwner, eligibilityBlock } from '#shared/domain/contractor-eligibility.ts';
import { verificationLine } from '#shared/domain/contractor-verification.ts';
import {
  closedNextStep,
  noFees,
  standingLabel,
  type OrderFees,
} from '#shared/domain/order-standing.ts';
import { estimateRange, rangePosition, type EstimateRange } from '#shared/domain/roof-estimate.ts';
import type {
  ComparedBid,
  CustomerAuctionDetail,
  CustomerAuctionSummary,
} from '#shared/schemas/customer-auctions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { auctionTimeline } from '../auctions/auction-events.queries.ts';
import { bidTextsAsOwnerSees } from '../auctions/masked-texts.ts';
import { readEstimateTable } from '../estimate/estimate-table.ts';
import { feesOfOrders } from '../orders/order-fees.queries.ts';
import { bidsAgainstPreferences } from './bid-preferences.ts';
import { contractorRatings } from '../reviews/reviews.queries.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import {
  findCompletion,
  findOwnerAuction,
  findRoofOfRequest,
  listAuctionBids,
  listOwnerAuctions,
  type AuctionRow,
} from './customer-auctions.queries.ts';

/** States in which the owner has paid to see who bid (DECISIONS.md §4). */
const revealedStates: readonly AuctionState[] = ['revealed', 'awarded', 'completed', 'refunded'];
export const isRevealed = (state: AuctionState | null) =>
  state !== null && revealedStates.includes(state);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summary(
  order: AuctionRow,
  bids: { count: number; lowest: number | null; highest: number | null },
  fees: OrderFees,
): CustomerAuctionSummary {
  const state = order.auctionState!;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    state,
    stateLabel: standingLabel(state, fees),
    attention: ownerAttention[state],
    currency: order.currency,
    fees,
    publishedAt: iso(order.publishedAt),
    biddingClosesAt: iso(order.biddingClosesAt),
    awardDeadlineAt: iso(order.awardDeadlineAt),
    bidCount: bids.count,
    lowestBidCents: bids.lowest === null ? null : Number(bids.lowest),
    highestBidCents: bids.highest === null ? null : Number(bids.highest),
  };
}

export async function ownerAuctions(db: Db, customerId: string) {
  const rows = await listOwnerAuctions(db, customerId);
  const fees = await feesOfOrders(
    db,
    rows.map((row) => row.order),
  );
  return rows.map((row) =>
    summary(
      row.order,
      { count: Number(row.bidCount), lowest: row.lowest, highest: row.highest },
      fees.get(row.order.id) ?? noFees,
    ),
  );
}

/** The owner's own auction, or the same 404 as for one that does not exist. */
export async function ownAuctionOr404(db: Db, customerId: string, orderId: string) {
  const order = await findOwnerAuction(db, customerId, orderId);
  if (!order) throw notFound('Auction not found');
  return order;
}

type BidWithContractor = Awaited<ReturnType<typeof listAuctionBids>>[number];

/**
 * One bid as the owner compares it. The contractor record is the source of truth for the
 * company's facts; a bid staff typed in without one keeps what staff entered. Identity and
 * contacts only once revealed.
 */
type Rating = { average: number | null; count: number };
const noReviews: Rating = { average: null, count: 0 };

function comparedBid(
  { bid, contractor }: BidWithContractor,
  revealed: boolean,
  awardedBidId: string | null,
  today: string,
  estimate: EstimateRange | null,
  rating: Rating,
): Omit<ComparedBid, 'preferenceChecks'> {
  const licensed = contractor
    ? contractor.licenceExpiresOn !== null && contractor.licenceExpiresOn >= today
    : bid.validLicense;
  const block = contractor ? eligibilityBlock(contractor, today) : undefined;
  const texts = bidTextsAsOwnerSees(bid, contractor, revealed);
  return {
    id: bid.id,
    label: revealed ? (contractor?.companyName ?? bid.sellerName) : bidderLabel(bid.slot),
    amountCents: Number(bid.bidAmountCents),
    tearOffLayers: bid.tearOffLayers,
    underlayment: bid.underlayment,
    ventilation: bid.ventilation,
    materialLine: texts.materialLine,
    workmanshipWarrantyYears: bid.workmanshipWarrantyYears,
    manufacturerWarrantyYears: bid.manufacturerWarrantyYears,
    earliestStartDate: bid.earliestStartDate,
    durationDays: bid.durationDays,
    notes: texts.notes,
    rating: rating.average,
    reviewCount: rating.count,
    yearsInBusiness: contractor?.yearsInBusiness ?? bid.yearsInBusiness,
    insuredAmountCents: Number(contractor?.insuredAmountCents ?? bid.insuredAmountCents),
    bonded: contractor?.bonded ?? bid.bonded,
    licensed,
    verification: contractor ? verificationLine(contractor, today) : null,
    awarded: awardedBidId === bid.id,
    awardable: !block,
    notAwardableReason: block ? blockForOwner[block] : null,
    estimatePosition: estimate && rangePosition(Number(bid.bidAmountCents), estimate),
    hasProfile: revealed && contractor !== null,
    companyName: revealed ? (contractor?.companyName ?? bid.sellerName) : null,
    licenceNumber:
      revealed && contractor?.licenceNumber ? licenceNumberText(contractor.licenceNumber) : null,
    contactName: revealed ? (contractor?.contactName ?? null) : null,
    email: revealed ? (contractor?.email ?? null) : null,
    phone: revealed ? (contractor?.phone ?? null) : null,
  };
}

/**
 * The typical cost range for the auction's roof from what its quote request said (material,
 * roof area or footprint and pitch) and the cost table as it is now; null when it gave no size.
 * The region is the auction's province, else the request's.
 */
async function auctionEstimate(db: Db, order: AuctionRow): Promise<EstimateRange | null> {
  if (!order.contactSubmissionId) return null;
  const roof = await findRoofOfRequest(db, order.contactSubmissionId);
  if (!roof || (roof.roofAreaSqFt === null && roof.footprintSqFt === null)) return null;
  return estimateRange(
    { ...roof, region: order.province ?? roof.province },
    await readEstimateTable(db),
  );
}

/**
 * Each bidder's average and count over approved reviews (the figures /reviews shows), read when
 * the comparison is: a review staff approve counts at once.
 */
async function ratingsOf(db: Db, rows: BidWithContractor[]) {
  const ids = rows.flatMap((row) => (row.contractor ? [row.contractor.id] : []));
  const found = await contractorRatings(db, ids);
  return new Map<string, Rating>(
    found.map((r) => [
      r.key,
      { average: r.average === null ? null : Number(r.average), count: Number(r.count) },
    ]),
  );
}

export async function ownerAuctionDetail(
  db: Db,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<CustomerAuctionDetail> {
  const order = await ownAuctionOr404(db, customerId, orderId);
  const state = order.auctionState!;
  const revealed = isRevealed(state);
  const [rows, events, prices, estimate, fees, completion] = await Promise.all([
    listAuctionBids(db, order.id),
    auctionTimeline(db, order.id),
    readPriceSettings(db),
    auctionEstimate(db, order),
    feesOfOrders(db, [order]),
    findCompletion(db, order),
  ]);
  const [ratings, againstPreferences] = await Promise.all([
    ratingsOf(db, rows),
    bidsAgainstPreferences(db, order, rows),
  ]);
  const today = now.toISOString().slice(0, 10);
  const bids = rows.map((row) =>
    comparedBid(
      row,
      revealed,
      order.awardedBidId,
      today,
      estimate,
      (row.contractor && ratings.get(row.contractor.id)) || noReviews,
    ),
  );
  const amounts = bids.map((bid) => bid.amountCents);
  const pastDeadline = order.awardDeadlineAt !== null && now > order.awardDeadlineAt;
  const orderFees = fees.get(order.id) ?? noFees;
  return {
    ...summary(
      order,
      {
        count: bids.length,
        lowest: amounts.length ? Math.min(...amounts) : null,
        highest: amounts.length ? Math.max(...amounts) : null,
      },
      orderFees,
    ),
    revealed,
    nextStep: state === 'closed' ? closedNextStep(orderFees) : auctionNextStep[state],
    revealFeeCents: prices.revealFeeCents,
    estimate,
    timeline: events.map((event) => ({
      kind: event.kind,
      label: auctionEventText(event, 'owner'),
      at: event.at.toISOString(),
    })),
    bids: bids.map((bid) => ({
      ...bid,
      preferenceChecks: againstPreferences.checks.get(bid.id) ?? [],
    })),
    preferences: againstPreferences.preferences,
    actions: {
      reveal: canTake('reveal', state, 'customer') && bids.length > 0,
      decline: canTake('decline', state, 'customer'),
      award: canTake('award', state, 'customer') && !pastDeadline,
      complete: canTake('complete', state, 'customer'),
    },
    completion,
  };
}
