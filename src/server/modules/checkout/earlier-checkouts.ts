import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { conflict, type AppError } from '../../errors.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { fulfilCheckout } from './fulfilment.service.ts';
import { closeOpenPayment, type Payment } from './payments.queries.ts';

// A payment row whose provider call is still running has this session id.
const PENDING_SESSION = 'pending:';
// Past this, a pending row's provider call has failed or its process died: nobody has its URL.
const PENDING_STALE_MS = 2 * 60_000;

/** The session id a payment row holds until the provider has answered with the real one. */
export const pendingSessionId = (paymentId: string) => `${PENDING_SESSION}${paymentId}`;

/**
 * Closes earlier open checkouts of one fee (publishing or reveal) before a new one opens, so
 * only the newest can be paid: each is expired at the provider first. One whose provider call
 * is still running answers 409; one paid meanwhile is fulfilled and answers `paid`, and one
 * whose payment is under way answers `underWay` when given.
 */
export async function closeEarlierCheckouts(
  deps: CheckoutDeps,
  provider: PaymentProvider,
  earlier: Payment[],
  answers: { paid: () => AppError; underWay?: () => AppError },
) {
  for (const payment of earlier) {
    const now = deps.clock.now();
    if (payment.providerSessionId.startsWith(PENDING_SESSION)) {
      if (now.getTime() - payment.createdAt.getTime() < PENDING_STALE_MS) {
        throw conflict(
          'Your checkout is being opened in another window. Please try again shortly.',
        );
      }
    } else if (payment.provider === provider.kind) {
      await provider.expireSession(payment.providerSessionId);
      const session = await provider.retrieveSession(payment.providerSessionId);
      if (session?.paid) {
        await fulfilCheckout(deps, session);
        throw answers.paid();
      }
      if (session?.status === 'complete' && answers.underWay) throw answers.underWay();
    }
    await closeOpenPayment(deps.db, payment.id, 'expired', now);
  }
}
