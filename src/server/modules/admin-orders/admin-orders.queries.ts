import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedCount, containing } from '../../db/paging.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { findRow, insertRow, updateRow } from '../../db/rows.ts';

export type OrderFilters = { search?: string; status?: (typeof orders.$inferSelect)['status'] };

function orderFilterSql(filters: OrderFilters): SQL | undefined {
  return and(
    filters.search
      ? or(
          ilike(orders.orderNumber, containing(filters.search)),
          sql`lower(${orders.orderData} ->> 'customerEmail') like ${containing(filters.search.toLowerCase())}`,
          sql`(${orders.orderData} ->> 'customerName') ilike ${containing(filters.search)}`,
        )
      : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
  );
}

// The outer order is named in full: single-table selects render unqualified column names.
const bidCount = sql<number>`(select count(*) from ${sellerBids} where ${sellerBids.orderId} = "orders"."id")`;

export function listOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  return db
    .select({ order: orders, bidCount })
    .from(orders)
    .where(orderFilterSql(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export const countOrders = (db: Db, filters: OrderFilters) =>
  cappedCount(db, orders, orderFilterSql(filters));

export async function findOrderWithBidCount(db: Db, id: string) {
  const [row] = await db.select({ order: orders, bidCount }).from(orders).where(eq(orders.id, id));
  return row;
}

export async function lockOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export const updateOrder = updateRow(orders);

export async function countCustomerOrders(db: Db, customerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return row!.n;
}

export async function findOrderForLead(db: Db, contactSubmissionId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.contactSubmissionId, contactSubmissionId))
    .limit(1);
  return row;
}

export function listBids(db: Db, orderId: string) {
  return db
    .select()
    .from(sellerBids)
    .where(eq(sellerBids.orderId, orderId))
    .orderBy(asc(sellerBids.sortOrder), asc(sellerBids.slot));
}

export async function usedBidSlots(db: Db, orderId: string) {
  const rows = await db
    .select({ slot: sellerBids.slot })
    .from(sellerBids)
    .where(eq(sellerBids.orderId, orderId));
  return rows.map((r) => r.slot);
}

export async function countBids(db: Db, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(sellerBids)
    .where(eq(sellerBids.orderId, orderId));
  return row!.n;
}

export const insertBid = insertRow(sellerBids);

export const findBid = findRow(sellerBids);

export const updateBid = updateRow(sellerBids);

export async function deleteBid(db: Db, id: string) {
  const rows = await db
    .delete(sellerBids)
    .where(eq(sellerBids.id, id))
    .returning({ id: sellerBids.id });
  return rows.length > 0;
}

/** Every matching order for a CSV export, newest first, a batch at a time (keyset paging). */
export async function* allOrders(db: Db, filters: OrderFilters, batch = 1000) {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ order: orders, bidCount })
      .from(orders)
      .where(
        and(
          orderFilterSql(filters),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows.at(-1)!.order;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
