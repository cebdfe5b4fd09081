import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { staffUsers } from './staff.ts';

/**
 * An admin's authenticator app (optional two-step sign-in). The row is written when enrolment
 * starts (confirmedAt null; deleted by the hourly clean-up after a day) and confirmed by a
 * correct code; turning two-step sign-in off deletes it. The secret is returned once, at
 * enrolment, and never logged.
 */
export const staffTotp = pgTable('staff_totp', {
  staffUserId: uuid('staff_user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  // The newest time step whose code was accepted: a code works once, and no older one after it.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes (SHA-256 of each; the codes are shown once), while two-step is on. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffUserId: requiredRef('staff_user_id', () => staffUsers.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_user_idx').on(t.staffUserId, t.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its code: the browser holds a random token in
 * an httpOnly cookie, we keep its hash. Five minutes, five wrong codes, or one right one end it;
 * the hourly clean-up deletes expired ones.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: requiredRef('staff_user_id', () => staffUsers.id, 'cascade'),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sign_in_challenges_expires_idx').on(t.expiresAt)],
);
