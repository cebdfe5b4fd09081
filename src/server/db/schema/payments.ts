import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, requiredRef, timestamps, timestamptz } from './columns.ts';
import {
  incompletePaymentStatus,
  paymentProvider,
  paymentPurpose,
  paymentStatus,
} from './enums.ts';
import { contactSubmissions } from './leads.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/** An amount staff offered a lead (the admin "Payment Link"); checkout charges it as stored. */
export const paymentOffers = pgTable(
  'payment_offers',
  {
    id: id(),
    contactSubmissionId: requiredRef(
      'contact_submission_id',
      () => contactSubmissions.id,
      'cascade',
    ),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    createdBy: optionalRef('created_by', () => staffUsers.id),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_offers_amount_positive', sql`${t.amountCents} > 0`),
    index('payment_offers_submission_idx').on(t.contactSubmissionId),
  ],
);

/** One row per checkout session at the provider; fulfilment keys on it. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: paymentProvider('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    purpose: paymentPurpose('purpose').notNull(),
    contactSubmissionId: optionalRef('contact_submission_id', () => contactSubmissions.id),
    orderId: optionalRef('order_id', () => orders.id),
    paymentOfferId: optionalRef('payment_offer_id', () => paymentOffers.id),
    couponCode: text('coupon_code'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: paymentStatus('status').notNull().default('open'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    // Hash of the rb_checkout cookie of the browser that opened the checkout: only that browser
    // is shown the order on the success page (checkout-browser.ts).
    browserTokenHash: text('browser_token_hash'),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    // Why a paid session was refunded instead of fulfilled (see fulfilment.service.ts).
    refundReason: text('refund_reason'),
    paidAt: timestamptz('paid_at'),
    fulfilledAt: timestamptz('fulfilled_at'),
    refundedAt: timestamptz('refunded_at'),
    // The provider's answer when a refund staff asked for failed; shown in admin until a retry
    // succeeds (the retry uses the same idempotency key, so it can never refund twice).
    refundError: text('refund_error'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    index('payments_submission_idx').on(t.contactSubmissionId),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.status, t.createdAt),
    // One payable checkout per quote request at a time: a second one would let it be paid twice.
    uniqueIndex('payments_one_open_per_lead')
      .on(t.contactSubmissionId)
      .where(sql`${t.status} = 'open' and ${t.purpose} = 'auction_fee'`),
    // One payable reveal checkout per auction at a time, for the same reason.
    uniqueIndex('payments_one_open_reveal_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'open' and ${t.purpose} = 'reveal_fee'`),
  ],
);

/** Checkouts that were started and not completed, kept for staff to follow up. */
export const incompletePaymentLeads = pgTable(
  'incomplete_payment_leads',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    projectType: text('project_type'),
    address: text('address'),
    zipCode: text('zip_code'),
    urgency: text('urgency'),
    description: text('description'),
    selectedTier: text('selected_tier'),
    tierPriceCents: integer('tier_price_cents'),
    sessionId: text('session_id').notNull(),
    contactSubmissionId: optionalRef('contact_submission_id', () => contactSubmissions.id),
    lastContactedAt: timestamptz('last_contacted_at'),
    status: incompletePaymentStatus('status').notNull().default('new'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('incomplete_payment_leads_session_key').on(t.sessionId),
    index('incomplete_payment_leads_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
