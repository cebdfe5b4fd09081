import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, optionalRef, requiredRef, timestamps, timestamptz, newestFirst } from './columns.ts';
import { customers } from './customers.ts';
import { auctionState, orderStatus } from './enums.ts';
import { contactSubmissions } from './leads.ts';

/** Source of the human-readable order numbers (RB-100001, RB-100002, ...). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/** The shape SPEC.md §3 gives orderData; kept as jsonb, served as a JSON string. */
export type OrderData = {
  customerEmail: string;
  customerName: string;
  phone?: string;
  address?: string;
  projectType?: string;
  budget?: string;
  urgency?: string;
  message?: string;
  paidViaStripe: boolean;
  submissionId?: string;
};

/** An order is an auction (DECISIONS.md §4): the fee is paid, contractors bid on it. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: requiredRef('customer_id', () => customers.id, 'restrict'),
    contactSubmissionId: optionalRef('contact_submission_id', () => contactSubmissions.id),
    orderNumber: text('order_number').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: orderStatus('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    orderData: jsonb('order_data').$type<OrderData>().notNull(),
    orderDetails: text('order_details'),
    paidAt: timestamptz('paid_at'),
    // Auction lifecycle; null for orders that are not (yet) auctions, e.g. unpaid manual orders.
    auctionState: auctionState('auction_state'),
    publishedAt: timestamptz('published_at'),
    // Set when published: published_at + the bidding window setting.
    biddingClosesAt: timestamptz('bidding_closes_at'),
    // Where the roof is, for matching contractors' service areas in SQL: the upper-case postal
    // code without spaces (prefix matches) and the province code.
    postalCode: text('postal_code'),
    province: text('province'),
    // The owner's message as bidders read it until the award: contact details masked once,
    // when the auction is published (maskContact). The winner then reads the original.
    bidderMessage: text('bidder_message'),
    // 0, 1 (7-day reminder sent) or 2 (2-day reminder sent): claimed atomically by the job.
    awardRemindersSent: smallint('award_reminders_sent').notNull().default(0),
    firstBidAt: timestamptz('first_bid_at'),
    decisionAt: timestamptz('decision_at'),
    optedIn: boolean('opted_in'),
    revealedAt: timestamptz('revealed_at'),
    awardDeadlineAt: timestamptz('award_deadline_at'),
    awardedAt: timestamptz('awarded_at'),
    awardedBidId: uuid('awarded_bid_id'),
    expiredAt: timestamptz('expired_at'),
    completedAt: timestamptz('completed_at'),
    refundedAt: timestamptz('refunded_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    check('orders_total_nonnegative', sql`${t.totalAmountCents} >= 0`),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('orders_submission_idx').on(t.contactSubmissionId),
    index('orders_created_at_idx').on(...newestFirst(t.createdAt, t.id)),
    index('orders_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('orders_auction_state_idx').on(t.auctionState, t.awardDeadlineAt),
    index('orders_open_auctions_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.auctionState} in ('published', 'bidding')`),
    // "Paid Customer" on a lead means an order with that e-mail exists.
    index('orders_customer_email_idx').on(sql`lower(${t.orderData} ->> 'customerEmail')`),
  ],
);
