import type {
  RevealCheckoutResponse,
  RevealPaymentResponse,
} from '#shared/schemas/customer-auctions.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { countLiveBids } from '../auctions/auction-deadlines.queries.ts';
import { paymentsUnavailable } from '../checkout/checkout.service.ts';
import { closeEarlierCheckouts, openPendingPayment } from '../checkout/earlier-checkouts.ts';
import { fulfilCheckout } from '../checkout/fulfilment.service.ts';
import {
  deletePayment,
  findOpenRevealPayments,
  findPaymentByReference,
  setProviderSession,
} from '../checkout/payments.queries.ts';
import { refundMessage } from '../checkout/refunds.service.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { OwnerDeps, OwnerRequest } from './auction-decisions.service.ts';
import { ownAuctionOr404 } from './customer-auctions.service.ts';

const notInDecision = () =>
  conflict('The bidders can be revealed only while the auction waits for your decision.');

/**
 * Opens a checkout for the reveal fee through the same payment machinery as the publishing
 * fee. The amount is the server's reveal fee setting; nothing the client sends changes it.
 * The provider sends the owner back to the portal, which confirms the payment.
 */
export async function startRevealCheckout(
  deps: OwnerDeps,
  owner: OwnerRequest,
  orderId: string,
  /** Where the owner comes back to: APP_URL, or the loopback name they opened (site-url.ts). */
  siteUrl = deps.appUrl,
): Promise<RevealCheckoutResponse> {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const order = await ownAuctionOr404(deps.db, owner.customerId, orderId);
  if (order.auctionState !== 'decision') throw notInDecision();
  // Checked again when the money arrives (reveal-fulfilment.ts): a bid withdrawn meanwhile.
  if ((await countLiveBids(deps.db, order.id)) === 0) {
    throw conflict('No bid is left on this auction, so there is nobody to reveal.');
  }
  const { revealFeeCents, currency } = await readPriceSettings(deps.db);
  try {
    // Only the newest can be paid; one paid meanwhile has revealed the auction.
    await closeEarlierCheckouts(deps, provider, await findOpenRevealPayments(deps.db, order.id), {
      paid: () => conflict('The reveal fee for this auction has already been paid.'),
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error({ err, orderId: order.id }, 'could not close an earlier reveal checkout');
    throw new AppError('PAYMENT_FAILED', 'Failed to create checkout session', 502);
  }

  const paymentId = await openPendingPayment(
    deps,
    provider,
    {
      purpose: 'reveal_fee',
      orderId: order.id,
      amountCents: revealFeeCents,
      currency,
      customerEmail: order.orderData.customerEmail,
      customerName: order.orderData.customerName,
    },
    'A checkout for this reveal fee was just opened in another window.',
  );
  const back = `${siteUrl}/customer-portal?auction=${order.id}`;
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession({
      amountCents: revealFeeCents,
      currency,
      description: `RoofBid auction ${order.orderNumber}: reveal fee`,
      customerEmail: order.orderData.customerEmail,
      siteUrl,
      successUrl: `${back}&reveal_session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}&reveal=cancelled`,
      metadata: { paymentId, orderId: order.id, purpose: 'reveal_fee' },
      idempotencyKey: `checkout:${paymentId}`,
    });
  } catch (err) {
    await deletePayment(deps.db, paymentId);
    deps.log.error({ err, paymentId }, 'could not create a reveal checkout session');
    throw new AppError('PAYMENT_FAILED', 'Failed to create checkout session', 502);
  }
  await setProviderSession(deps.db, paymentId, session.id);
  return { url: session.url, sessionId: session.id, amountCents: revealFeeCents };
}

/**
 * The portal's check when the owner comes back from the provider: fulfils a paid session (a
 * no-op when the webhook already did) and says what happened.
 */
export async function confirmRevealPayment(
  deps: OwnerDeps,
  owner: OwnerRequest,
  orderId: string,
  sessionId: string,
): Promise<RevealPaymentResponse> {
  const provider = deps.provider;
  if (!provider) throw paymentsUnavailable();
  const order = await ownAuctionOr404(deps.db, owner.customerId, orderId);
  const payment = await findPaymentByReference(deps.db, sessionId);
  if (
    !payment ||
    payment.purpose !== 'reveal_fee' ||
    payment.orderId !== order.id ||
    payment.provider !== provider.kind
  ) {
    throw notFound('Checkout session not found');
  }
  const session = await provider.retrieveSession(payment.providerSessionId);
  if (!session) throw notFound('Checkout session not found');
  if (!session.paid) {
    return session.status === 'expired'
      ? { status: 'expired', message: 'This checkout has expired. You can start a new one.' }
      : { status: 'open', message: 'Payment has not been completed' };
  }
  const result = await fulfilCheckout(deps, session);
  if (result.status === 'refunded') {
    return { status: 'refunded', message: refundMessage(result.reason) };
  }
  if (result.status !== 'fulfilled') {
    throw new AppError('PAYMENT_FAILED', 'Payment Verification Failed', 409);
  }
  return { status: 'paid', message: 'Payment received: the bidders are revealed.' };
}
