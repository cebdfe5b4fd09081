import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';

/** A customer's orders, newest first, with how many bids each has. */
export function listCustomerOrders(db: Db, customerId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalAmountCents: orders.totalAmountCents,
      currency: orders.currency,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      orderData: orders.orderData,
      auctionState: orders.auctionState,
      revealedAt: orders.revealedAt,
      paidAt: orders.paidAt,
      awardedBidId: orders.awardedBidId,
      bidCount: count(sellerBids.id),
    })
    .from(orders)
    .leftJoin(sellerBids, eq(sellerBids.orderId, orders.id))
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt));
}

/** The bids on a set of orders, in their display order. */
export function listBidsForOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sellerBids)
    .where(inArray(sellerBids.orderId, orderIds))
    .orderBy(asc(sellerBids.orderId), asc(sellerBids.sortOrder), asc(sellerBids.slot));
}
