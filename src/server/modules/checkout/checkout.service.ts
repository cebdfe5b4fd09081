import { gstIncludedCents } from '#shared/domain/gst.ts';
import { recordAnalyticsEvent } from '../analytics/analytics.queries.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { checkCoupon, couponNoLongerApplies } from '../coupons/coupons.service.ts';
import { findLeadById, isLeadPaid, type Lead } from '../leads/leads.queries.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { closeEarlierCheckouts, openPendingPayment } from './earlier-checkouts.ts';
import {
  countCheckoutAttempt,
  deletePayment,
  findOpenPaymentsForLead,
  findUsableOffer,
  setProviderSession,
} from './payments.queries.ts';

export const paymentsUnavailable = () =>
  new AppError('INTERNAL', 'Online payment is not available right now. Please call us.', 503);

const checkoutFailed = () =>
  new AppError('PAYMENT_FAILED', 'Failed to create checkout session', 502);

export const alreadyPaid = () => conflict('This quote request has already been paid');

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export async function leadOrNotFound(deps: CheckoutDeps, submissionId: string) {
  const lead = await findLeadById(deps.db, submissionId);
  if (!lead) throw notFound('No submission found');
  return lead;
}

type Price = {
  amountCents: number;
  offerId?: string;
  /** The coupon this price includes. */
  couponCode?: string;
  /** Why the lead's coupon is no longer applied, for the payment page. */
  couponNotice?: string;
};

/**
 * The amount this lead pays: a stored staff offer; else the price quoted when it was submitted,
 * as long as its coupon can still be used (active, not expired, uses left), checked again now;
 * else the price without the coupon. The use itself is claimed at fulfilment.
 */
async function priceFor(
  deps: CheckoutDeps,
  lead: Lead,
  paymentOfferId: string | undefined,
): Promise<Price> {
  if (paymentOfferId) {
    const offer = await findUsableOffer(deps.db, paymentOfferId, lead.id, deps.clock.now());
    if (!offer) throw notFound('This payment link has expired or was already used');
    return { amountCents: offer.amountCents, offerId: offer.id };
  }
  if (!lead.couponCode) return { amountCents: lead.finalPriceCents };
  const coupon = await checkCoupon(deps.db, lead.couponCode, deps.clock.now());
  if (coupon.valid) return { amountCents: lead.finalPriceCents, couponCode: coupon.code };
  const { launchPriceCents } = await readPriceSettings(deps.db);
  return {
    amountCents: launchPriceCents,
    couponNotice: couponNoLongerApplies(coupon.code, coupon.reason),
  };
}

/** What the payment page shows before the visitor pays. */
export async function getCheckoutQuote(
  deps: CheckoutDeps,
  submissionId: string,
  paymentOfferId?: string,
) {
  return quoteForLead(deps, await leadOrNotFound(deps, submissionId), paymentOfferId);
}

/** A lead's price today, as the payment page (and the pay-later e-mail) state it. */
export async function quoteForLead(deps: CheckoutDeps, lead: Lead, paymentOfferId?: string) {
  const { currency } = await readPriceSettings(deps.db);
  const paid = await isLeadPaid(deps.db, lead.id);
  const price: Price = paid
    ? { amountCents: lead.finalPriceCents }
    : await priceFor(deps, lead, paymentOfferId);
  return {
    submissionId: lead.id,
    firstName: firstName(lead.name),
    projectType: lead.projectType ?? undefined,
    amountCents: price.amountCents,
    gstCents: gstIncludedCents(price.amountCents),
    currency,
    couponCode: price.couponCode,
    couponNotice: price.couponNotice,
    alreadyPaid: paid,
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
  browserHash?: string,
  /** Where the payer comes back to: APP_URL, or the loopback name they opened (site-url.ts). */
  siteUrl = deps.appUrl,
) {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const lead = await leadOrNotFound(deps, input.contactSubmissionId);
  if (await isLeadPaid(deps.db, lead.id)) throw alreadyPaid();
  const price = await priceFor(deps, lead, input.paymentOfferId);
  const { amountCents, offerId } = price;
  const { currency } = await readPriceSettings(deps.db);
  try {
    // The homeowner went back and pressed Pay again, or paid from a second tab.
    await closeEarlierCheckouts(deps, provider, await findOpenPaymentsForLead(deps.db, lead.id), {
      paid: alreadyPaid,
      underWay: () =>
        conflict(
          'A payment for this quote request is already being processed. We will e-mail you when it completes.',
        ),
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, submissionId: lead.id }, 'could not close an earlier checkout');
    throw checkoutFailed();
  }

  const paymentId = await openPendingPayment(
    deps,
    provider,
    {
      purpose: 'auction_fee',
      contactSubmissionId: lead.id,
      paymentOfferId: offerId,
      couponCode: price.couponCode,
      amountCents,
      currency,
      customerEmail: lead.email,
      customerName: lead.name,
      browserTokenHash: browserHash,
    },
    'A checkout for this quote request was just opened in another window.',
  );
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession({
      amountCents,
      currency,
      description: 'RoofBid roofing auction: publishing fee',
      customerEmail: lead.email,
      siteUrl,
      successUrl: `${siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      // Our payment id: Stripe fills in the session id only on the success URL.
      cancelUrl: `${siteUrl}/payment-cancelled?session_id=${paymentId}`,
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
    throw checkoutFailed();
  }
  await setProviderSession(deps.db, paymentId, session.id);
  await countCheckoutAttempt(deps.db, lead.id);
  await recordAnalyticsEvent(deps.db, {
    name: 'checkout_started',
    contactSubmissionId: lead.id,
    paymentId,
    amountCents,
    dedupeKey: `checkout_started:${paymentId}`,
    occurredAt: deps.clock.now(),
  });
  // The amount charged, and why it differs from the quote when it does, for the payment step.
  return {
    success: true,
    url: session.url,
    sessionId: session.id,
    amountCents,
    gstCents: gstIncludedCents(amountCents),
    couponNotice: price.couponNotice,
  };
}
