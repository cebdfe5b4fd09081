import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, isActive, timestamps, timestamptz } from './columns.ts';

/** Homeowners with an account; created on their first payment. E-mails are stored lower-case. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    email: text('email').notNull(),
    // Null until the customer sets a password from the e-mailed link (DECISIONS.md §2).
    passwordHash: text('password_hash'),
    accountSetup: boolean('account_setup').notNull().default(false),
    // A disabled customer cannot sign in, set a password or get a reset link.
    isActive: isActive(),
    // Created by demo mode: disabled whenever demo mode is off.
    isDemo: boolean('is_demo').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    postalCode: text('postal_code'),
    // When the customer's newest session began, and the one before it: a first visit says
    // "Welcome", a later one "Welcome back" (issue #22 item 6). Kept with the account.
    lastSignInAt: timestamptz('last_sign_in_at'),
    previousSignInAt: timestamptz('previous_sign_in_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
    index('customers_created_at_idx').on(t.createdAt),
  ],
);
