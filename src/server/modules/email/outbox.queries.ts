import { and, eq, inArray, lte, or, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';

export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** Inserts an e-mail; with a dedupeKey that already exists, nothing is written. */
export async function insertOutboxEmail(db: Db, email: NewOutboxEmail) {
  const [row] = await db.insert(emailOutbox).values(email).onConflictDoNothing().returning();
  return row;
}

/**
 * Claims up to `limit` due e-mails for this sender: marks them sending with a lease, counting
 * the attempt. SKIP LOCKED lets several instances claim at once without taking the same row; a
 * sender that dies leaves its lease to expire, and the e-mail is claimed again.
 */
export async function claimDueEmails(db: Db, now: Date, leaseMs: number, limit: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['pending', 'sending']),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

type StoredBodies = Pick<OutboxEmail, 'textBody' | 'htmlBody'>;

/**
 * Delivered (`sent`), or handled without leaving the app (`stored`: printed on the console).
 * `bodies` replace the ones that held the one-time links needed for sending.
 */
export async function markEmailSent(
  db: Db,
  id: string,
  at: Date,
  providerMessageId: string | undefined,
  status: 'sent' | 'stored',
  bodies: StoredBodies,
) {
  await db
    .update(emailOutbox)
    .set({ status, sentAt: at, lockedUntil: null, lastError: null, providerMessageId, ...bodies })
    .where(eq(emailOutbox.id, id));
}

/** A refused attempt: tried again at `retry.at`, or failed for good (keeping `bodies`). */
export async function markEmailFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retry: { at: Date } | { bodies: StoredBodies },
) {
  await db
    .update(emailOutbox)
    .set(
      'at' in retry
        ? { status: 'pending', lockedUntil: null, lastError: error, nextAttemptAt: retry.at }
        : { status: 'failed', lockedUntil: null, lastError: error, ...retry.bodies },
    )
    .where(eq(emailOutbox.id, id));
}
