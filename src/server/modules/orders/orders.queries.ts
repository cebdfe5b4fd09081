import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { findRow } from '../../db/rows.ts';

export type Order = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;

/** Inserts an order with the next human-readable number (RB-100001, ...). */
export async function insertOrder(db: Db, order: NewOrder): Promise<Order> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, orderNumber: sql`'RB-' || nextval('order_number_seq')` })
    .returning();
  return row!;
}

export const findOrderById = findRow(orders);
