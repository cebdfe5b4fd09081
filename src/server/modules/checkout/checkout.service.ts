import { randomUUID } from 'node:crypto';
import { centsToAmount } from '#shared/domain/money.ts';
import type { CheckoutSessionResponse } from '#shared/schemas/checkout.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { findLeadById, type Lead } from '../leads/leads.queries.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { fulfilCheckout } from './fulfilment.service.ts';
import {
  closeOpenPayment,
  countCheckoutAttempt,
  deletePayment,
  findPaidPaymentForLead,
  findPaymentByReference,
  findUsableOffer,
  insertIncompletePaymentLead,
  insertPayment,
  setProviderSession,
} from './payments.queries.ts';

const paymentsUnavailable = () =>
  new AppError('INTERNAL', 'Online payment is not available right now. Please call us.', 503);

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

async function leadOrNotFound(deps: CheckoutDeps, submissionId: string) {
  const lead = await findLeadById(deps.db, submissionId);
  if (!lead) throw notFound('No submission found');
  return lead;
}

/** The amount this lead pays: a stored staff offer, else the price quoted when it was submitted. */
async function amountFor(deps: CheckoutDeps, lead: Lead, paymentOfferId: string | undefined) {
  if (!paymentOfferId) return { amountCents: lead.finalPriceCents, offerId: undefined };
  const offer = await findUsableOffer(deps.db, paymentOfferId, lead.id, deps.clock.now());
  if (!offer) throw notFound('This payment link has expired or was already used');
  return { amountCents: offer.amountCents, offerId: offer.id };
}

/** What the payment page shows before the visitor pays. */
export async function getCheckoutQuote(
  deps: CheckoutDeps,
  submissionId: string,
  paymentOfferId?: string,
) {
  const lead = await leadOrNotFound(deps, submissionId);
  const { currency } = await readPriceSettings(deps.db);
  const alreadyPaid = Boolean(await findPaidPaymentForLead(deps.db, lead.id));
  const { amountCents } = alreadyPaid
    ? { amountCents: lead.finalPriceCents }
    : await amountFor(deps, lead, paymentOfferId);
  return {
    submissionId: lead.id,
    firstName: firstName(lead.name),
    projectType: lead.projectType ?? undefined,
    amountCents,
    currency,
    couponCode: paymentOfferId ? undefined : (lead.couponCode ?? undefined),
    alreadyPaid,
  };
}

/**
 * Opens a checkout session for a lead at the server's price. The payment row is written before
 * the provider is called and its id travels in the session's metadata, so a payment can always
 * be matched to its row, even if this process dies right after the provider answers.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  input: { contactSubmissionId: string; paymentOfferId?: string },
) {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const lead = await leadOrNotFound(deps, input.contactSubmissionId);
  if (await findPaidPaymentForLead(deps.db, lead.id)) {
    throw conflict('This quote request has already been paid');
  }
  const { amountCents, offerId } = await amountFor(deps, lead, input.paymentOfferId);
  const { currency } = await readPriceSettings(deps.db);

  const paymentId = randomUUID();
  await insertPayment(deps.db, {
    id: paymentId,
    provider: provider.kind,
    providerSessionId: `pending:${paymentId}`,
    purpose: 'auction_fee',
    contactSubmissionId: lead.id,
    paymentOfferId: offerId,
    couponCode: offerId ? undefined : lead.couponCode,
    amountCents,
    currency,
    customerEmail: lead.email,
    customerName: lead.name,
    createdAt: deps.clock.now(),
  });
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession({
      amountCents,
      currency,
      description: 'RoofBid roofing auction: publishing fee',
      customerEmail: lead.email,
      successUrl: `${deps.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      // Our payment id: Stripe fills in the session id only on the success URL.
      cancelUrl: `${deps.appUrl}/payment-cancelled?session_id=${paymentId}`,
      metadata: {
        paymentId,
        submissionId: lead.id,
        ...(offerId ? { paymentOfferId: offerId } : {}),
      },
      idempotencyKey: `checkout:${paymentId}`,
    });
  } catch (err) {
    await deletePayment(deps.db, paymentId);
    deps.log.error({ err, paymentId }, 'could not create a checkout session');
    throw new AppError('PAYMENT_FAILED', 'Failed to create checkout session', 502);
  }
  await setProviderSession(deps.db, paymentId, session.id);
  await countCheckoutAttempt(deps.db, lead.id);
  return { success: true, url: session.url, sessionId: session.id };
}

/**
 * The success page's check: asks the provider whether the session is paid and, if so, fulfils
 * it (a no-op when the webhook already did).
 */
export async function verifyCheckout(
  deps: CheckoutDeps,
  sessionId: string,
): Promise<CheckoutSessionResponse> {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const payment = await findPaymentByReference(deps.db, sessionId);
  if (!payment || payment.provider !== provider.kind) throw notFound('Checkout session not found');
  const session = await provider.retrieveSession(payment.providerSessionId);
  if (!session) throw notFound('Checkout session not found');
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
      submissionId: payment.contactSubmissionId ?? undefined,
    };
  }
  const result = await fulfilCheckout(deps, session);
  if (result.status !== 'fulfilled') {
    throw new AppError('PAYMENT_FAILED', 'Payment Verification Failed', 409);
  }
  const { order } = result;
  return {
    success: true,
    status: 'paid',
    submissionId: payment.contactSubmissionId ?? undefined,
    customer: {
      name: result.customerName,
      email: result.customerEmail,
      orderNumber: order.orderNumber,
    },
    order: {
      orderNumber: order.orderNumber,
      totalAmount: centsToAmount(order.totalAmountCents),
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
