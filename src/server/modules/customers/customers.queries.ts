import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { findRow } from '../../db/rows.ts';

export type Customer = typeof customers.$inferSelect;

/**
 * The customer with this e-mail, created when there is none. An existing customer keeps the
 * details they have (we never overwrite a name from a new quote request).
 */
export async function findOrCreateCustomer(
  db: Db,
  details: Omit<typeof customers.$inferInsert, 'id'>,
): Promise<Customer> {
  const [row] = await db
    .insert(customers)
    .values(details)
    .onConflictDoUpdate({
      target: customers.email,
      set: { updatedAt: sql`${customers.updatedAt}` },
    })
    .returning();
  return row!;
}

export async function findCustomerByEmail(db: Db, email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
  return row;
}

export const findCustomerById = findRow(customers);

export async function setCustomerPassword(db: Db, id: string, passwordHash: string, at: Date) {
  await db
    .update(customers)
    .set({ passwordHash, accountSetup: true, updatedAt: at })
    .where(eq(customers.id, id));
}

/** Fills in names and phone of an account nobody has set up yet. */
export async function updateUnclaimedCustomer(
  db: Db,
  id: string,
  details: { firstName: string; lastName: string; phone: string },
  at: Date,
) {
  await db
    .update(customers)
    .set({ ...details, updatedAt: at })
    .where(and(eq(customers.id, id), eq(customers.accountSetup, false)));
}

/** A new session began: the sign-in before it becomes the previous one. */
export async function recordCustomerSignIn(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(customers)
    .set({ previousSignInAt: sql`${customers.lastSignInAt}`, lastSignInAt: at })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}
