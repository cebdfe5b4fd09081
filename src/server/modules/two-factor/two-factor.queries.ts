import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  staffRecoveryCodes,
  staffSignInChallenges,
  staffTotp,
} from '../../db/schema/two-factor.ts';

export async function findTotp(db: Db, staffUserId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffUserId, staffUserId));
  return row;
}

/** Starts (or starts again) an enrolment that is not confirmed yet; false when one is on. */
export async function savePendingTotp(db: Db, staffUserId: string, secret: string, at: Date) {
  const rows = await db
    .insert(staffTotp)
    .values({ staffUserId, secret, createdAt: at })
    .onConflictDoUpdate({
      target: staffTotp.staffUserId,
      set: { secret, createdAt: at, lastUsedStep: null },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ staffUserId: staffTotp.staffUserId });
  return rows.length > 0;
}

/** Confirms the pending enrolment with the step of the code that proved it; false if none. */
export async function confirmTotp(db: Db, staffUserId: string, step: number, at: Date) {
  const rows = await db
    .update(staffTotp)
    .set({ confirmedAt: at, lastUsedStep: step })
    .where(and(eq(staffTotp.staffUserId, staffUserId), isNull(staffTotp.confirmedAt)))
    .returning({ staffUserId: staffTotp.staffUserId });
  return rows.length > 0;
}

/**
 * Takes a time step's code for a confirmed enrolment: atomically, and only a step newer than the
 * last one taken, so a code (or an older one) is never accepted twice.
 */
export async function claimTotpStep(db: Db, staffUserId: string, step: number) {
  const rows = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotp.staffUserId, staffUserId),
        isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ staffUserId: staffTotp.staffUserId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, staffUserId: string) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await db.delete(staffTotp).where(eq(staffTotp.staffUserId, staffUserId));
}

export async function replaceRecoveryCodes(
  db: Db,
  staffUserId: string,
  codeHashes: string[],
  at: Date,
) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await db
    .insert(staffRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ staffUserId, codeHash, createdAt: at })));
}

/** Uses up a recovery code: deleted as it is taken, so two requests cannot both have it. */
export async function claimRecoveryCode(db: Db, staffUserId: string, codeHash: string) {
  const rows = await db
    .delete(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        eq(staffRecoveryCodes.codeHash, codeHash),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodes(db: Db, staffUserId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Db,
  challenge: { tokenHash: string; staffUserId: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(staffSignInChallenges).values(challenge);
}

/** A live challenge, locked for this transaction: its codes are checked one at a time. */
export async function lockChallenge(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffSignInChallenges)
    .where(
      and(eq(staffSignInChallenges.tokenHash, tokenHash), gt(staffSignInChallenges.expiresAt, now)),
    )
    .for('update');
  return row;
}

export async function findChallenge(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffSignInChallenges)
    .where(
      and(eq(staffSignInChallenges.tokenHash, tokenHash), gt(staffSignInChallenges.expiresAt, now)),
    );
  return row;
}

/** Counts a wrong code against the challenge; answers how many it has had. */
export async function countWrongCode(db: Db, tokenHash: string) {
  const [row] = await db
    .update(staffSignInChallenges)
    .set({ wrongCodes: sql`${staffSignInChallenges.wrongCodes} + 1` })
    .where(eq(staffSignInChallenges.tokenHash, tokenHash))
    .returning({ wrongCodes: staffSignInChallenges.wrongCodes });
  return row?.wrongCodes ?? 0;
}

export async function deleteChallenge(db: Db, tokenHash: string) {
  await db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.tokenHash, tokenHash));
}

/** Retention: expired challenges, and enrolments started but not confirmed before `before`. */
export async function deleteExpiredTwoFactorRows(db: Db, now: Date, before: Date) {
  await db.delete(staffSignInChallenges).where(lt(staffSignInChallenges.expiresAt, now));
  await db
    .delete(staffTotp)
    .where(and(isNull(staffTotp.confirmedAt), lt(staffTotp.createdAt, before)));
}
