import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { testCheckoutStatus } from './enums.ts';

/**
 * Sessions of the built-in test checkout, the stand-in for Stripe Checkout when no Stripe key
 * is configured. Kept in the database so every app instance sees the same sessions.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: testCheckoutStatus('status').notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('test_checkout_amount_positive', sql`${t.amountCents} > 0`),
    index('test_checkout_sessions_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * Refunds of the built-in test checkout. The idempotency key is stored, as Stripe keeps it, so
 * a retried refund answers the first one's id on any instance and after a restart.
 */
export const testCheckoutRefunds = pgTable(
  'test_checkout_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_checkout_refunds_idempotency_key').on(t.idempotencyKey),
    check('test_checkout_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
