import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/paging.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { staffUsers } from '../../db/schema/staff.ts';

export function listEmails(db: Db, page: number, pageSize: number) {
  return db
    .select({ email: emailOutbox, createdByName: staffUsers.name })
    .from(emailOutbox)
    .leftJoin(staffUsers, eq(staffUsers.id, emailOutbox.createdBy))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function findEmail(db: Db, id: string) {
  const [row] = await db
    .select({ email: emailOutbox, createdByName: staffUsers.name })
    .from(emailOutbox)
    .leftJoin(staffUsers, eq(staffUsers.id, emailOutbox.createdBy))
    .where(eq(emailOutbox.id, id));
  return row;
}

export const customerSearch = (search: string | undefined) =>
  search
    ? or(
        ilike(customers.email, containing(search)),
        ilike(customers.firstName, containing(search)),
        ilike(customers.lastName, containing(search)),
      )
    : undefined;

export function listCustomers(db: Db, search: string | undefined, page: number, pageSize: number) {
  return db
    .select({
      customer: customers,
      // The outer customer is named in full: single-table selects render unqualified columns.
      orderCount: sql<number>`(select count(*) from ${orders} where ${orders.customerId} = "customers"."id")`,
    })
    .from(customers)
    .where(customerSearch(search))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function latestOrderForEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`lower(${orders.orderData} ->> 'customerEmail') = ${email}`)
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export function bidsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(sellerBids)
    .where(eq(sellerBids.orderId, orderId))
    .orderBy(sellerBids.slot);
}
