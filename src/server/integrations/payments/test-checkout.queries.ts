import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testCheckoutRefunds, testCheckoutSessions } from '../../db/schema/test-checkout.ts';

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

/**
 * A refund of a test payment, once per idempotency key: the key is claimed in the same
 * transaction as the amount, so a retry (on any instance, after any restart) answers the first
 * refund's id, and concurrent retries wait for the first to commit. Undefined when it would
 * refund more than was paid.
 */
export async function refundTestPayment(
  db: Db,
  refund: { id: string; idempotencyKey: string; paymentIntentId: string; amountCents: number },
) {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(testCheckoutRefunds)
        .values(refund)
        .onConflictDoNothing()
        .returning({ id: testCheckoutRefunds.id });
      if (!created) {
        const [known] = await tx
          .select({ id: testCheckoutRefunds.id })
          .from(testCheckoutRefunds)
          .where(eq(testCheckoutRefunds.idempotencyKey, refund.idempotencyKey));
        return known;
      }
      if (!(await addTestRefund(tx, refund.paymentIntentId, refund.amountCents))) {
        tx.rollback();
      }
      return created;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return undefined;
      throw err;
    });
}
