import { gstIncludedCents } from '#shared/domain/gst.ts';
import { centsToAmount } from '#shared/domain/money.ts';
import type { CheckoutSessionResponse } from '#shared/schemas/checkout.ts';
import { AppError, notFound } from '../../errors.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { findLeadById } from '../leads/leads.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { paymentsUnavailable } from './checkout.service.ts';
import { fulfilCheckout, readFulfilment, type Fulfilment } from './fulfilment.service.ts';
import {
  closeOpenPayment,
  findPaymentByReference,
  insertIncompletePaymentLead,
  type Payment,
  type RefundReason,
} from './payments.queries.ts';
import { refundMessage } from './refunds.service.ts';
import type { SessionChecks } from './session-checks.ts';

/** How long after paying the success page shows the order to the browser that paid. */
export const ORDER_SHOWN_FOR_MS = 3_600_000;

/** Seconds a client is asked to wait when the provider could not be reached (Retry-After). */
export const PROVIDER_RETRY_AFTER_S = 60;

/** The provider did not answer (its network, its own 5xx): a moment later it may. */
export const providerUnreachable = () =>
  new AppError(
    'NOT_READY',
    'We could not reach the payment provider to check this payment. Please try again in a minute.',
    503,
  );

/** What is known about a payment: its fulfilment, or where an unpaid or closed one stands. */
type Outcome =
  | Fulfilment
  | { status: 'open' | 'cancelled' | 'expired' }
  /** Paid, and its order is not there to show. */
  | { status: 'paid' };

/**
 * A payment that is no longer open, from the database alone: whatever the provider says now, it
 * changes nothing (a paid one is fulfilled or owed back, a closed one was expired at the
 * provider first). A refund still owed is retried by the refund job, not by this page.
 */
async function settledOutcome(deps: CheckoutDeps, payment: Payment): Promise<Outcome> {
  if (payment.fulfilledAt) {
    const fulfilment = payment.orderId
      ? await readFulfilment(deps.db, payment, payment.orderId)
      : undefined;
    return fulfilment?.status === 'fulfilled' ? fulfilment : { status: 'paid' };
  }
  if (payment.status === 'cancelled' || payment.status === 'expired') {
    return { status: payment.status };
  }
  if (
    payment.refundReason ||
    payment.status === 'refund_pending' ||
    payment.status === 'refunded'
  ) {
    return {
      status: 'refunded',
      reason: payment.refundReason as RefundReason,
      couponCode: payment.couponCode ?? undefined,
    };
  }
  return { status: 'paid' };
}

/**
 * An open payment: the provider says whether it was paid (at most one call per session every
 * few seconds, shared by concurrent requests: session-checks.ts), and a paid session is
 * fulfilled (a no-op when the webhook already did). Any failure of the call answers 503.
 */
async function openOutcome(
  deps: CheckoutDeps,
  provider: PaymentProvider,
  payment: Payment,
  sessionChecks: SessionChecks,
): Promise<Outcome> {
  const session = await sessionChecks(payment.id, () =>
    provider.retrieveSession(payment.providerSessionId).catch((err: unknown) => {
      deps.log.warn({ err, paymentId: payment.id }, 'the payment provider could not be reached');
      throw providerUnreachable();
    }),
  );
  if (!session) throw notFound('Checkout session not found');
  if (!session.paid) return { status: session.status === 'expired' ? 'expired' : 'open' };
  return fulfilCheckout(deps, session);
}

/**
 * The success page's check: whether the session is paid, from the database once the payment is
 * settled, else from the provider (openOutcome). Anyone holding the session id learns whether it
 * is paid; the order and the buyer's name and e-mail go only to the browser that opened the
 * checkout (`browserHash`, checkout-browser.ts), and only for an hour after paying (a reload,
 * a return from the bank's page); later, the customer portal shows the order.
 */
export async function verifyCheckout(
  deps: CheckoutDeps,
  sessionId: string,
  browserHash: string | undefined,
  sessionChecks: SessionChecks,
): Promise<CheckoutSessionResponse> {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const payment = await findPaymentByReference(deps.db, sessionId);
  if (!payment || payment.provider !== provider.kind) throw notFound('Checkout session not found');
  const fromBuyer = Boolean(browserHash) && browserHash === payment.browserTokenHash;
  const submissionId = fromBuyer ? (payment.contactSubmissionId ?? undefined) : undefined;
  const result =
    payment.status === 'open'
      ? await openOutcome(deps, provider, payment, sessionChecks)
      : await settledOutcome(deps, payment);
  if (result.status === 'open' || result.status === 'cancelled' || result.status === 'expired') {
    return {
      success: false,
      status: result.status,
      message: 'Payment has not been completed',
      submissionId,
    };
  }
  if (result.status === 'refunded') {
    return {
      success: false,
      status: 'refunded',
      message: refundMessage(result.reason, result.couponCode),
      submissionId,
    };
  }
  const paidMinimal: CheckoutSessionResponse = {
    success: true,
    status: 'paid',
    message: 'Payment received. Sign in to your customer account to see your order.',
  };
  if (result.status === 'paid') return paidMinimal;
  if (result.status !== 'fulfilled') {
    throw new AppError('PAYMENT_FAILED', 'Payment Verification Failed', 409);
  }
  const { order } = result;
  const paidAt = order.paidAt ?? order.createdAt;
  if (!fromBuyer || deps.clock.now().getTime() - paidAt.getTime() > ORDER_SHOWN_FOR_MS) {
    return paidMinimal;
  }
  return {
    success: true,
    status: 'paid',
    submissionId,
    customer: {
      name: result.customerName,
      email: result.customerEmail,
      orderNumber: order.orderNumber,
    },
    order: {
      orderNumber: order.orderNumber,
      totalAmount: centsToAmount(order.totalAmountCents),
      gstCents: gstIncludedCents(order.totalAmountCents),
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      projectType: order.orderData.projectType,
      status: order.status,
    },
    accountSetupRequired: result.accountSetupRequired,
  };
}

/**
 * A checkout the buyer left (cancel link) or the provider expired: the session is closed so it
 * can no longer be paid, and the lead is kept for staff as an incomplete payment (status new).
 */
export async function abandonCheckout(
  deps: CheckoutDeps,
  reference: string,
  reason: 'cancelled' | 'expired',
) {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) throw notFound('Checkout session not found');
  if (payment.status === 'open' && deps.provider?.kind === payment.provider) {
    await deps.provider.expireSession(payment.providerSessionId);
    // The buyer may have paid in another tab at the last moment: that payment wins.
    const session = await deps.provider.retrieveSession(payment.providerSessionId);
    if (session?.paid) {
      await fulfilCheckout(deps, session);
      return { submissionId: payment.contactSubmissionId ?? undefined, paid: true };
    }
  }
  await recordIncompleteCheckout(deps, payment.id, reason);
  return { submissionId: payment.contactSubmissionId ?? undefined, paid: false };
}

export async function recordIncompleteCheckout(
  deps: CheckoutDeps,
  paymentId: string,
  reason: 'cancelled' | 'expired',
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const payment = await findPaymentByReference(tx, paymentId);
    if (!payment || !(await closeOpenPayment(tx, payment.id, reason, now))) return;
    // An unpaid reveal fee is the owner's choice in the portal, not a lead for staff to chase.
    if (payment.purpose !== 'auction_fee') return;
    const lead = payment.contactSubmissionId
      ? await findLeadById(tx, payment.contactSubmissionId)
      : undefined;
    await insertIncompletePaymentLead(tx, {
      email: payment.customerEmail,
      name: payment.customerName,
      phone: lead?.phone,
      projectType: lead?.projectType,
      address: lead?.address,
      zipCode: lead?.postalCode,
      urgency: lead?.urgency,
      description: lead?.message,
      selectedTier: payment.paymentOfferId
        ? 'payment offer'
        : payment.couponCode
          ? `coupon ${payment.couponCode}`
          : 'standard',
      tierPriceCents: payment.amountCents,
      sessionId: payment.providerSessionId,
      contactSubmissionId: payment.contactSubmissionId,
      createdAt: now,
      updatedAt: now,
    });
  });
}
