import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, optionalRef, timestamps, timestamptz } from './columns.ts';
import { contractors } from './contractors.ts';
import { customers } from './customers.ts';
import { passwordTokenPurpose, sessionKind, staffRole } from './enums.ts';

/** Admins, sales staff and (later) contractor users. E-mails are stored lower-case. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Null until an invited user sets a password from their link.
    passwordHash: text('password_hash'),
    role: staffRole('role').notNull(),
    isActive: isActive(),
    // Created by demo mode (printed sign-ins): disabled whenever demo mode is off.
    isDemo: boolean('is_demo').notNull().default(false),
    contractorId: optionalRef('contractor_id', () => contractors.id),
    lastLoginAt: timestamptz('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_users_email_key').on(t.email),
    check('staff_users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Server-side sessions; the browser holds only the random token, we keep its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: sessionKind('kind').notNull(),
    customerId: optionalRef('customer_id', () => customers.id, 'cascade'),
    staffUserId: optionalRef('staff_user_id', () => staffUsers.id, 'cascade'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    check(
      'sessions_one_subject',
      sql`(${t.kind} = 'customer' and ${t.customerId} is not null and ${t.staffUserId} is null)
        or (${t.kind} = 'staff' and ${t.staffUserId} is not null and ${t.customerId} is null)`,
    ),
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_staff_user_idx').on(t.staffUserId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** One-time set-password, reset and invitation links; only the hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: passwordTokenPurpose('purpose').notNull(),
    customerId: optionalRef('customer_id', () => customers.id, 'cascade'),
    staffUserId: optionalRef('staff_user_id', () => staffUsers.id, 'cascade'),
    // A signup's chosen password, applied only when the link's user types it again.
    pendingPasswordHash: text('pending_password_hash'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_key').on(t.tokenHash),
    check(
      'password_tokens_one_subject',
      sql`(${t.customerId} is null) <> (${t.staffUserId} is null)`,
    ),
    index('password_tokens_customer_idx').on(t.customerId),
    index('password_tokens_staff_user_idx').on(t.staffUserId),
  ],
);

/**
 * Forgot-password requests not yet handled. Writing one is all a request does before it is
 * answered, the same for a known and an unknown e-mail; the reset e-mail is queued right after
 * the answer, or by the sweeper if the instance stopped first. The row is deleted in the
 * transaction that queues the e-mail, so each request is handled once.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip'),
    requestedAt: timestamptz('requested_at').notNull(),
  },
  (t) => [index('password_reset_requests_requested_idx').on(t.requestedAt)],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamptz('reset_at').notNull(),
});

export const salesPeople = pgTable(
  'sales_people',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('Sales Representative'),
    isActive: isActive(),
    // Their sign-in; created with an invitation link when the person is added.
    staffUserId: optionalRef('staff_user_id', () => staffUsers.id),
    // The code in their QR link (?ref=): 10 random Crockford base32 characters made by the
    // database (migration 0020), so every insert, seeds and raw SQL included, gets one. Random,
    // not derived from the name or e-mail: it is neither guessable nor personal data.
    referralCode: text('referral_code')
      .notNull()
      .default(sql`new_referral_code()`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_people_email_key').on(t.email),
    uniqueIndex('sales_people_referral_code_key').on(t.referralCode),
    check('sales_people_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
