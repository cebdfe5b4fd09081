import { gstIncludedCents } from '#shared/domain/gst.ts';
import { centsToAmount } from '#shared/domain/money.ts';
import type { CheckoutSessionResponse } from '#shared/schemas/checkout.ts';
import { AppError, notFound } from '../../errors.ts';
import { findLeadById } from '../leads/leads.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { paymentsUnavailable } from './checkout.service.ts';
import { fulfilCheckout } from './fulfilment.service.ts';
import {
  closeOpenPayment,
  findPaymentByReference,
  insertIncompletePaymentLead,
} from './payments.queries.ts';
import { refundMessage } from './refunds.service.ts';

/** How long after paying the success page shows the order to the browser that paid. */
export const ORDER_SHOWN_FOR_MS = 3_600_000;

/**
 * The success page's check: asks the provider whether the session is paid and, if so, fulfils
 * it (a no-op when the webhook already did). Anyone holding the session id learns whether it is
 * paid; the order and the buyer's name and e-mail go only to the browser that opened the
 * checkout (`browserHash`, checkout-browser.ts), and only for an hour after paying (a reload,
 * a return from the bank's page); later, the customer portal shows the order.
 */
export async function verifyCheckout(
  deps: CheckoutDeps,
  sessionId: string,
  browserHash: string | undefined,
): Promise<CheckoutSessionResponse> {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const payment = await findPaymentByReference(deps.db, sessionId);
  if (!payment || payment.provider !== provider.kind) throw notFound('Checkout session not found');
  const session = await provider.retrieveSession(payment.providerSessionId);
  if (!session) throw notFound('Checkout session not found');
  const fromBuyer = Boolean(browserHash) && browserHash === payment.browserTokenHash;
  const submissionId = fromBuyer ? (payment.contactSubmissionId ?? undefined) : undefined;
  if (!session.paid) {
    return {
      success: false,
      status:
        session.status === 'expired'
          ? 'expired'
          : payment.status === 'cancelled'
            ? 'cancelled'
            : 'open',
      message: 'Payment has not been completed',
      submissionId,
    };
  }
  const result = await fulfilCheckout(deps, session);
  if (result.status === 'refunded') {
    return {
      success: false,
      status: 'refunded',
      message: refundMessage(result.reason, result.couponCode),
      submissionId,
    };
  }
  if (result.status !== 'fulfilled') {
    throw new AppError('PAYMENT_FAILED', 'Payment Verification Failed', 409);
  }
  const { order } = result;
  const paidAt = order.paidAt ?? order.createdAt;
  if (!fromBuyer || deps.clock.now().getTime() - paidAt.getTime() > ORDER_SHOWN_FOR_MS) {
    return {
      success: true,
      status: 'paid',
      message: 'Payment received. Sign in to your customer account to see your order.',
    };
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
