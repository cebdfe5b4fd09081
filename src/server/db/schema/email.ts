import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, timestamptz } from './columns.ts';
import { customers } from './customers.ts';
import { emailStatus, emailTemplate } from './enums.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/**
 * The e-mail outbox: a row is written in the same transaction as the change that causes the
 * e-mail, and the sender job delivers it later (DESIGN.md, e-mail).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    template: emailTemplate('template').notNull(),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    textBody: text('text_body').notNull(),
    // Variables used to render it, minus secrets such as set-password links.
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamptz('sent_at'),
    // Set when an event must send at most one e-mail (e.g. "welcome:<payment id>").
    dedupeKey: text('dedupe_key'),
    customerId: optionalRef('customer_id', () => customers.id),
    orderId: optionalRef('order_id', () => orders.id),
    createdBy: optionalRef('created_by', () => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    check('email_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('email_outbox_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_outbox_to_idx').on(t.toAddress),
  ],
);
