import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { actorType } from './enums.ts';

/** Who did what, when: every staff write and every sign-in event (DECISIONS.md §2). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorType: actorType('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorType, t.actorId),
  ],
);

/**
 * First-party analytics: one row per stored page_view event, kept 90 days once counted into
 * page_view_counts (docs/decisions/analytics.md). The path without its query, the referrer's
 * host only: the event's location (the whole address) is not kept.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);

/**
 * Page views per quarter of an hour (UTC), rolled up from page_views once the quarter is over
 * (analytics.queries.ts): the Analytics tab sums these instead of counting a million rows. Every
 * time zone's days start on a quarter hour, so any business day is a sum of whole quarters.
 */
export const pageViewCounts = pgTable('page_view_counts', {
  bucketStart: timestamptz('bucket_start').primaryKey(),
  views: integer('views').notNull(),
});

/**
 * How many of each browser-reported event (page_view, quote_started) arrived on a UTC day: each
 * one claims its place here in the statement that stores it, and past the day's ceiling it is
 * counted but not stored. Kept 90 days.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    received: integer('received').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event] })],
);

/** How far each rollup has got: everything before `until` is counted in its table. */
export const analyticsRollups = pgTable('analytics_rollups', {
  name: text('name').primaryKey(),
  until: timestamptz('until').notNull(),
});

/**
 * First-party analytics: the funnel events the server itself knows (issue #12). lead_submitted
 * is not stored here: every quote request is a contact_submissions row already, so the
 * aggregate counts those (docs/decisions/analytics.md). No foreign keys: an event outlives the
 * lead or payment it was about, and the insert never waits on another table's locks.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    contactSubmissionId: uuid('contact_submission_id'),
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id'),
    // Money the event brought in (paid: the publishing fee; revealed: the reveal fee).
    amountCents: integer('amount_cents'),
    // One event per thing ('paid:<payment id>', 'awarded:<order id>'): a repeat is ignored.
    dedupeKey: text('dedupe_key'),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (t) => [
    check(
      'analytics_events_name_known',
      sql`${t.name} in ('quote_started', 'checkout_started', 'paid', 'revealed', 'awarded')`,
    ),
    index('analytics_events_name_at_idx').on(t.name, t.occurredAt),
    uniqueIndex('analytics_events_dedupe_key').on(t.dedupeKey),
  ],
);
