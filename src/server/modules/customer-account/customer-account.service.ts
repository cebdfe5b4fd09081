import { gstIncludedCents } from '#shared/domain/gst.ts';
import { centsToAmount, formatMoney } from '#shared/domain/money.ts';
import type { CustomerBid, CustomerOrder } from '#shared/schemas/customer-account.ts';
import type { Db } from '../../db/client.ts';
import { listBidsForOrders, listCustomerOrders } from './customer-account.queries.ts';

export async function customerOrders(db: Db, customerId: string): Promise<CustomerOrder[]> {
  const rows = await listCustomerOrders(db, customerId);
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
    bidCount: Number(row.bidCount),
  }));
}

/**
 * The bids on a customer's own orders. Until the reveal fee is paid a contractor is
 * "Contractor A", "B", ... by slot: the homeowner compares facts, not names (DECISIONS.md §4).
 */
export async function customerBids(db: Db, customerId: string): Promise<CustomerBid[]> {
  const orders = await listCustomerOrders(db, customerId);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const bids = await listBidsForOrders(db, [...byId.keys()]);
  return bids.map((bid) => {
    const order = byId.get(bid.orderId)!;
    const revealed = Boolean(order.revealedAt);
    return {
      id: bid.id,
      orderId: bid.orderId,
      orderNumber: order.orderNumber,
      amount: formatMoney(bid.bidAmountCents, order.currency),
      amountCents: bid.bidAmountCents,
      awarded: order.awardedBidId === bid.id,
      created_at: bid.createdAt.toISOString(),
      organization: {
        name: revealed ? bid.sellerName : `Contractor ${String.fromCharCode(64 + bid.slot)}`,
        average_rating: Number(bid.starRating),
      },
      description: bid.description,
      yearsInBusiness: bid.yearsInBusiness,
      insuredAmountCents: bid.insuredAmountCents,
      bonded: bid.bonded,
      validLicense: bid.validLicense,
      revealed,
    };
  });
}
