import { CHECKOUT_SESSION_LIFETIME_MS } from '../integrations/payments/provider.ts';
import type { CheckoutDeps } from '../modules/checkout/checkout-deps.ts';
import { abandonCheckout } from '../modules/checkout/checkout-session.service.ts';
import {
  findPaymentsAwaitingRefund,
  findStaleOpenPayments,
} from '../modules/checkout/payments.queries.ts';
import { refundPayment } from '../modules/checkout/refunds.service.ts';

const BATCH = 50;

/**
 * Checkouts nobody finished: a session still open past its lifetime is expired at the provider
 * and kept for staff as an incomplete payment lead (one that was paid after all, a webhook that
 * never came, is fulfilled instead). This is what records a test-checkout session that simply
 * ran out, and a Stripe session whose expiry webhook was lost. Safe to run on several instances
 * at once: closing a payment is a conditional update and each session is recorded once.
 * Returns how many checkouts it looked at.
 */
export async function expireStaleCheckouts(deps: CheckoutDeps) {
  const cutoff = new Date(deps.clock.now().getTime() - CHECKOUT_SESSION_LIFETIME_MS);
  const stale = await findStaleOpenPayments(deps.db, cutoff, BATCH);
  for (const payment of stale) {
    try {
      await abandonCheckout(deps, payment.id, 'expired');
    } catch (err) {
      deps.log.error({ err, paymentId: payment.id }, 'could not expire a stale checkout');
    }
  }
  return stale.length;
}

/**
 * Retries the refunds of paid sessions that were not fulfilled (a second payment of a lead, a
 * coupon used up) when the provider could not be reached at the time. The refund's idempotency
 * key is the payment's, so a retry never refunds twice.
 */
export async function retryPendingRefunds(deps: CheckoutDeps) {
  const pending = await findPaymentsAwaitingRefund(deps.db, BATCH);
  for (const payment of pending) await refundPayment(deps, payment);
  return pending.length;
}
