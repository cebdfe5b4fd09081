import type { Db } from '../../db/client.ts';
import type { ProviderSession } from '../../integrations/payments/provider.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import {
  markPaymentForRefund,
  markPaymentRefunded,
  recordRefundError,
  type Payment,
  type RefundReason,
} from './payments.queries.ts';

/** What the homeowner is told about a payment we gave back instead of fulfilling. */
export function refundMessage(reason: RefundReason | null, couponCode?: string | null) {
  switch (reason) {
    case 'duplicate':
      return 'This quote request was already paid, so this second payment has been refunded in full.';
    case 'offer_used':
      return 'This payment link had already been used, so this payment has been refunded in full.';
    case 'no_bids':
      return 'No contractor bid on your auction, so your publishing fee has been refunded in full.';
    case 'completion':
      return 'Your job is done and your reveal fee has been refunded in full.';
    case 'coupon_unavailable':
      return `${couponCode ? `The coupon ${couponCode}` : 'Your coupon'} could no longer be used when your payment went through, so the payment has been refunded in full. You can publish your auction at the regular price.`;
    case 'auction_closed':
      return 'This auction could no longer be revealed when your payment went through, so the reveal fee has been refunded in full.';
    default:
      return 'This payment has been refunded in full.';
  }
}

/**
 * A paid session that must not be fulfilled (inside fulfilCheckout's transaction): the payment
 * is kept as money owed back, with an audit row saying why; refundPayment gives it back after
 * the commit. `details` adds to the audit row's reason.
 */
export async function oweRefund(
  tx: Db,
  payment: Payment,
  session: ProviderSession,
  reason: RefundReason,
  details: Record<string, unknown>,
  now: Date,
) {
  const owed = await markPaymentForRefund(tx, payment.id, {
    reason,
    providerSessionId: session.id,
    providerPaymentId: session.paymentIntentId,
    at: now,
  });
  await recordAudit(tx, {
    actorType: 'system',
    action: 'payment.refund_due',
    entityType: 'payment',
    entityId: payment.id,
    details: { reason, ...details },
    at: now,
  });
  return owed;
}

/**
 * Gives a paid session's money back through the provider. The idempotency key is the payment's
 * own, so a retry (the next webhook, the refund job) never refunds twice.
 * False when the provider could not be reached; the payment stays refund_pending for a retry,
 * with the provider's answer in refund_error.
 */
export async function refundPayment(deps: CheckoutDeps, payment: Payment) {
  const provider = deps.provider;
  if (!provider || provider.kind !== payment.provider || !payment.providerPaymentId) {
    deps.log.error({ paymentId: payment.id }, 'payment to refund has no provider payment');
    deps.metrics?.refundTried('failed');
    return false;
  }
  let refundId: string;
  try {
    ({ id: refundId } = await provider.refund({
      paymentIntentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      idempotencyKey: `refund:${payment.id}`,
    }));
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'automatic refund failed; it will be retried');
    // Staff see why (admin Auctions tab) until a retry with the same key goes through.
    await recordRefundError(deps.db, payment.id, refundErrorText(err), deps.clock.now());
    deps.metrics?.refundTried('failed');
    return false;
  }
  const now = deps.clock.now();
  const marked = await deps.db.transaction(async (tx) => {
    if (!(await markPaymentRefunded(tx, payment.id, refundId, now))) return false;
    await recordAudit(tx, {
      actorType: 'system',
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        reason: payment.refundReason,
        provider: payment.provider,
        refundId,
        amountCents: payment.amountCents,
        contactSubmissionId: payment.contactSubmissionId,
      },
      at: now,
    });
    return true;
  });
  // Counted once: a concurrent retry that found it refunded already does not count it again.
  if (marked) deps.metrics?.refundTried('succeeded');
  return true;
}

/** The provider's message, short and on one line (it names no card or person). */
function refundErrorText(err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  return (message.replace(/\s+/g, ' ').trim() || 'The payment provider refused the refund').slice(
    0,
    300,
  );
}
