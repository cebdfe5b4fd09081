import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { incompletePaymentLeads, paymentOffers, payments } from '../../db/schema/payments.ts';
import { insertRow, updateRow } from '../../db/rows.ts';

export type Payment = typeof payments.$inferSelect;

export const insertPayment = insertRow(payments);

export async function setProviderSession(db: Db, id: string, providerSessionId: string) {
  await db.update(payments).set({ providerSessionId }).where(eq(payments.id, id));
}

export async function deletePayment(db: Db, id: string) {
  await db.delete(payments).where(eq(payments.id, id));
}

/**
 * The payment for a provider session, locked for this transaction: concurrent fulfilments of
 * one session (webhook retries, the success page) queue here and see each other's result.
 * `paymentId` (our metadata) finds it if the session id was never stored.
 */
export async function lockPaymentForSession(
  db: Db,
  provider: Payment['provider'],
  providerSessionId: string,
  paymentId: string | undefined,
) {
  const bySession = and(
    eq(payments.provider, provider),
    eq(payments.providerSessionId, providerSessionId),
  );
  const [row] = await db
    .select()
    .from(payments)
    .where(paymentId && isUuid(paymentId) ? or(bySession, eq(payments.id, paymentId)) : bySession)
    .for('update');
  return row;
}

export async function findPaymentByReference(db: Db, reference: string) {
  const bySession = eq(payments.providerSessionId, reference);
  const [row] = await db
    .select()
    .from(payments)
    .where(isUuid(reference) ? or(bySession, eq(payments.id, reference)) : bySession);
  return row;
}

/**
 * Locks the lead for this transaction: fulfilments of two different sessions of one lead queue
 * here, so the second sees the first one's order.
 */
export async function lockLead(db: Db, contactSubmissionId: string) {
  await db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, contactSubmissionId))
    .for('update');
}

/** Checkouts for one purpose of one lead or auction that can still be paid, oldest first. */
function openPayments(db: Db, purpose: Payment['purpose'], of: SQL) {
  return db
    .select()
    .from(payments)
    .where(and(of, eq(payments.purpose, purpose), eq(payments.status, 'open')))
    .orderBy(asc(payments.createdAt));
}

/** The lead's checkouts that can still be paid, oldest first. */
export const findOpenPaymentsForLead = (db: Db, contactSubmissionId: string) =>
  openPayments(db, 'auction_fee', eq(payments.contactSubmissionId, contactSubmissionId));

export const updatePayment = updateRow(payments);

/** Closes an open payment as cancelled or expired; false when it was not open. */
export async function closeOpenPayment(
  db: Db,
  id: string,
  status: 'cancelled' | 'expired',
  at: Date,
) {
  const rows = await db
    .update(payments)
    .set({ status, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The auction's reveal checkouts that can still be paid, oldest first. */
export const findOpenRevealPayments = (db: Db, orderId: string) =>
  openPayments(db, 'reveal_fee', eq(payments.orderId, orderId));

/** An offer for this lead that can still be paid. */
export async function findUsableOffer(
  db: Db,
  offerId: string,
  contactSubmissionId: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(paymentOffers)
    .where(
      and(
        eq(paymentOffers.id, offerId),
        eq(paymentOffers.contactSubmissionId, contactSubmissionId),
        isNull(paymentOffers.usedAt),
        or(isNull(paymentOffers.expiresAt), gt(paymentOffers.expiresAt, now)),
      ),
    );
  return row;
}

/** Spends a single-use offer; false when another payment already used it. */
export async function claimOffer(db: Db, offerId: string, at: Date) {
  const rows = await db
    .update(paymentOffers)
    .set({ usedAt: at })
    .where(and(eq(paymentOffers.id, offerId), isNull(paymentOffers.usedAt)))
    .returning({ id: paymentOffers.id });
  return rows.length > 0;
}

export type RefundReason =
  | 'duplicate'
  | 'offer_used'
  | 'coupon_unavailable'
  // The auction's bidding window ended with no bid: the publishing fee goes back.
  | 'no_bids'
  // Staff approved the completion form: the reveal fee goes back.
  | 'completion'
  // A reveal fee paid for an auction that could no longer be revealed.
  | 'auction_closed';

/** A paid session that must not be fulfilled: kept as paid money owed back, until refunded. */
export async function markPaymentForRefund(
  db: Db,
  id: string,
  patch: { reason: RefundReason; providerSessionId: string; providerPaymentId?: string; at: Date },
) {
  const [row] = await db
    .update(payments)
    .set({
      status: 'refund_pending',
      refundReason: patch.reason,
      providerSessionId: patch.providerSessionId,
      providerPaymentId: patch.providerPaymentId,
      paidAt: patch.at,
      updatedAt: patch.at,
    })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** refund_pending -> refunded, once; false when it was already settled. */
export async function markPaymentRefunded(db: Db, id: string, refundId: string, at: Date) {
  const rows = await db
    .update(payments)
    .set({
      status: 'refunded',
      providerRefundId: refundId,
      refundedAt: at,
      refundError: null,
      updatedAt: at,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function countCheckoutAttempt(db: Db, contactSubmissionId: string) {
  await db
    .update(contactSubmissions)
    .set({ checkoutAttempts: sql`${contactSubmissions.checkoutAttempts} + 1` })
    .where(eq(contactSubmissions.id, contactSubmissionId));
}

/** The lead's abandoned checkouts are converted (the lead itself: markLeadConvertedById). */
export async function markLeadPaid(db: Db, contactSubmissionId: string, at: Date) {
  await db
    .update(incompletePaymentLeads)
    .set({ status: 'converted', updatedAt: at })
    .where(
      and(
        eq(incompletePaymentLeads.contactSubmissionId, contactSubmissionId),
        eq(incompletePaymentLeads.status, 'new'),
      ),
    );
}

/** Records an abandoned checkout for staff; once per session. */
export async function insertIncompletePaymentLead(
  db: Db,
  row: typeof incompletePaymentLeads.$inferInsert,
) {
  await db.insert(incompletePaymentLeads).values(row).onConflictDoNothing();
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => uuidPattern.test(value);

export const insertPaymentOffer = insertRow(paymentOffers);

/** Checkouts still open that were opened before `cutoff`, oldest first (payments_status_idx). */
export function findStaleOpenPayments(db: Db, cutoff: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'open'), lt(payments.createdAt, cutoff)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Paid sessions owed back whose refund has not gone through yet. */
export function findPaymentsAwaitingRefund(db: Db, limit: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.status, 'refund_pending'))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** The auction's payment of this purpose that was paid and not yet given back, locked. */
export async function findPaidPayment(db: Db, orderId: string, purpose: Payment['purpose']) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * paid -> refund_pending, once: the claim that a refund is owed, committed before the provider
 * is called (refunds.service.ts). Undefined when the payment was no longer merely paid.
 */
export async function claimRefund(db: Db, id: string, reason: RefundReason, at: Date) {
  const [row] = await db
    .update(payments)
    .set({ status: 'refund_pending', refundReason: reason, refundError: null, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid')))
    .returning();
  return row;
}

/** Keeps the provider's answer to a failed refund for staff (cleared when one succeeds). */
export async function recordRefundError(db: Db, id: string, error: string, at: Date) {
  await db
    .update(payments)
    .set({ refundError: error, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')));
}

/**
 * Claims the retry of a refund whose last attempt failed: one caller wins (the error is cleared
 * as the claim), so ten clicks on "retry" make one provider call.
 */
export async function claimRefundRetry(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(payments)
    .set({ refundError: null, updatedAt: at })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'refund_pending'),
        sql`${payments.refundError} is not null`,
      ),
    )
    .returning();
  return row;
}
