import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordTokens } from '../../db/schema/staff.ts';

export const SETUP_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Subject = { customerId: string } | { staffUserId: string };

/**
 * A one-time set-password, reset or invitation token. Only its hash is stored; the raw token
 * goes into the e-mailed link and nowhere else.
 */
export async function createPasswordToken(
  db: Db,
  subject: Subject,
  purpose: TokenPurpose,
  now: Date,
  ttlMs: number,
  pendingPasswordHash?: string,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordTokens).values({
    ...subject,
    purpose,
    tokenHash: hashToken(token),
    pendingPasswordHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export type TokenPurpose = 'setup' | 'reset' | 'invite' | 'signup';

/** An unused, unexpired token of one of these purposes, locked for this transaction. */
export async function lockUsableToken(db: Db, token: string, purposes: TokenPurpose[], now: Date) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        inArray(passwordTokens.purpose, purposes),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

/** Marks an account's unused tokens used: a newer link, or a password set, replaces them. */
async function retireTokens(db: Db, owner: SQL, purposes: TokenPurpose[], now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(owner, inArray(passwordTokens.purpose, purposes), isNull(passwordTokens.usedAt)));
}

export const retireCustomerTokens = (
  db: Db,
  customerId: string,
  purposes: TokenPurpose[],
  now: Date,
) => retireTokens(db, eq(passwordTokens.customerId, customerId), purposes, now);

export const retireStaffTokens = (
  db: Db,
  staffUserId: string,
  purposes: TokenPurpose[],
  now: Date,
) => retireTokens(db, eq(passwordTokens.staffUserId, staffUserId), purposes, now);

/** A new link of one purpose for a customer: their earlier unused links of it stop working. */
export async function replaceCustomerToken(
  db: Db,
  customerId: string,
  purpose: TokenPurpose,
  now: Date,
  ttlMs: number,
) {
  await retireCustomerTokens(db, customerId, [purpose], now);
  return createPasswordToken(db, { customerId }, purpose, now, ttlMs);
}
