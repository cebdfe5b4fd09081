import { gstIncludedCents } from '#shared/domain/gst.ts';
import { bidderLabel, type AuctionState } from '#shared/domain/auction.ts';
import { centsToAmount, formatDollars } from '#shared/domain/money.ts';
import { noFees, standingLabel } from '#shared/domain/order-standing.ts';
import { orderStatusLabels } from '#shared/constants/options.ts';
import type { CustomerBid, CustomerOrder } from '#shared/schemas/customer-account.ts';
import type { Db } from '../../db/client.ts';
import { bidTextsAsOwnerSees } from '../auctions/masked-texts.ts';
import { feesOfOrders } from '../orders/order-fees.queries.ts';
import { contractorRatings } from '../reviews/reviews.queries.ts';
import { listBidsForOrders, listCustomerOrders } from './customer-account.queries.ts';

export async function customerOrders(db: Db, customerId: string): Promise<CustomerOrder[]> {
  const rows = await listCustomerOrders(db, customerId);
  const fees = await feesOfOrders(db, rows);
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    totalAmount: centsToAmount(row.totalAmountCents),
    gstCents: gstIncludedCents(row.totalAmountCents),
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    // SPEC.md §3: the client receives orderData as a JSON string.
    orderData: JSON.stringify(row.orderData),
    auctionState: row.auctionState,
    standing: standingLabel(
      row.auctionState as AuctionState | null,
      fees.get(row.id) ?? noFees,
      orderStatusLabels[row.status],
    ),
    fees: fees.get(row.id) ?? noFees,
    bidCount: Number(row.bidCount),
  }));
}

/**
 * The bids on a customer's own orders. Until the reveal fee is paid a contractor is
 * "Bidder A", "B", ... by slot: the homeowner compares facts, not names (DECISIONS.md §4).
 * Ratings are the contractor's approved reviews, with their count; none is invented.
 */
export async function customerBids(db: Db, customerId: string): Promise<CustomerBid[]> {
  const orders = await listCustomerOrders(db, customerId);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const bids = await listBidsForOrders(db, [...byId.keys()]);
  const ratings = new Map(
    (
      await contractorRatings(
        db,
        bids.flatMap((bid) => (bid.contractorId ? [bid.contractorId] : [])),
      )
    ).map((r) => [r.key, r]),
  );
  return bids.map((bid) => {
    const rating = bid.contractorId ? ratings.get(bid.contractorId) : undefined;
    const order = byId.get(bid.orderId)!;
    const revealed = Boolean(order.revealedAt);
    return {
      id: bid.id,
      orderId: bid.orderId,
      orderNumber: order.orderNumber,
      amount: formatDollars(bid.bidAmountCents, order.currency),
      amountCents: bid.bidAmountCents,
      awarded: order.awardedBidId === bid.id,
      created_at: bid.createdAt.toISOString(),
      organization: {
        name: revealed ? bid.sellerName : bidderLabel(bid.slot),
        average_rating: rating?.average == null ? null : Number(rating.average),
        review_count: Number(rating?.count ?? 0),
      },
      // Unless revealed, masked with the bidder's names as typed (its record's are on the
      // comparison, which is the owner's main view of an auction).
      description: bidTextsAsOwnerSees(bid, null, revealed).notes,
      yearsInBusiness: bid.yearsInBusiness,
      insuredAmountCents: bid.insuredAmountCents,
      bonded: bid.bonded,
      validLicense: bid.validLicense,
      revealed,
    };
  });
}
