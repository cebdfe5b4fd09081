import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef, timestamptz } from './columns.ts';
import { actorType, auctionState } from './enums.ts';
import { orders } from './orders.ts';

/**
 * An auction's timeline: one row per transition and per notable event (a bid placed, a reminder
 * sent). Ordered by `id` (an identity), so two events in the same millisecond keep their order.
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    // What happened, e.g. 'published', 'bid_placed', 'revealed', 'award_reminder'.
    kind: text('kind').notNull(),
    fromState: auctionState('from_state'),
    toState: auctionState('to_state'),
    actorType: actorType('actor_type').notNull(),
    actorId: text('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('auction_events_order_idx').on(t.orderId, t.id)],
);
