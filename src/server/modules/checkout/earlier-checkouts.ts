import { randomUUID } from 'node:crypto';
import type { payments } from '../../db/schema/payments.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { conflict, isUniqueViolation, type AppError } from '../../errors.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { fulfilCheckout } from './fulfilment.service.ts';
import { closeOpenPayment, insertPayment, type Payment } from './payments.queries.ts';

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

type NewPayment = Omit<
  typeof payments.$inferInsert,
  'id' | 'provider' | 'providerSessionId' | 'createdAt'
>;

/**
 * Adds the payment row of a checkout about to open, holding a pending session id until the
 * provider answers; returns its id. The database keeps one open checkout per fee
 * (payments_one_open_per_lead, payments_one_open_reveal_per_order): a request that opened one
 * just now in another window wins, and this one answers 409 with `alreadyOpen`.
 */
export async function openPendingPayment(
  deps: Pick<CheckoutDeps, 'db' | 'clock'>,
  provider: PaymentProvider,
  payment: NewPayment,
  alreadyOpen: string,
) {
  const paymentId = randomUUID();
  try {
    await insertPayment(deps.db, {
      id: paymentId,
      provider: provider.kind,
      providerSessionId: pendingSessionId(paymentId),
      ...payment,
      createdAt: deps.clock.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(alreadyOpen);
    throw err;
  }
  return paymentId;
}
