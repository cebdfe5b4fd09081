import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testCheckoutSessions } from '../../db/schema/test-checkout.ts';

export type TestCheckoutSession = typeof testCheckoutSessions.$inferSelect;

export async function insertTestSession(db: Db, session: typeof testCheckoutSessions.$inferInsert) {
  const [row] = await db.insert(testCheckoutSessions).values(session).returning();
  return row!;
}

export async function findTestSession(db: Db, id: string) {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
  return row;
}

/** open -> complete|cancelled|expired, once; returns undefined when it was not open. */
export async function closeTestSession(
  db: Db,
  id: string,
  status: 'complete' | 'cancelled' | 'expired',
  at: Date,
  paymentIntentId?: string,
) {
  const [row] = await db
    .update(testCheckoutSessions)
    .set({ status, completedAt: at, paymentIntentId })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')))
    .returning();
  return row;
}

/** Refunds up to the amount paid; returns undefined when that would refund too much. */
export async function addTestRefund(db: Db, paymentIntentId: string, amountCents: number) {
  const [row] = await db
    .update(testCheckoutSessions)
    .set({ refundedCents: sql`${testCheckoutSessions.refundedCents} + ${amountCents}` })
    .where(
      and(
        eq(testCheckoutSessions.paymentIntentId, paymentIntentId),
        sql`${testCheckoutSessions.refundedCents} + ${amountCents} <= ${testCheckoutSessions.amountCents}`,
      ),
    )
    .returning();
  return row;
}
