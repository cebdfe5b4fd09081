import { dateInWords } from '#shared/domain/date-words.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { ProviderSession } from '../../integrations/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { countLiveBids } from '../auctions/auction-deadlines.queries.ts';
import { queueAuctionNotice } from '../auctions/auction-email.ts';
import { lockAuction, transition } from '../auctions/auction-transition.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { updatePayment, type Payment } from '../checkout/payments.queries.ts';
import { oweRefund } from '../checkout/refunds.service.ts';

export type RevealOutcome =
  | { status: 'revealed'; order: Awaited<ReturnType<typeof transition>> }
  /** The auction left 'decision' (declined, expired) or lost its last bid before the money arrived. */
  | { status: 'refund'; payment: Payment };

/**
 * A paid reveal checkout, inside fulfilCheckout's transaction (which holds the payment's
 * lock, so this runs once per payment). The auction is locked and revealed, and the owner
 * told; an auction that can no longer be revealed gets its fee back (reason auction_closed).
 */
export async function fulfilReveal(
  tx: Db,
  deps: CheckoutDeps,
  payment: Payment,
  session: ProviderSession,
  now: Date,
): Promise<RevealOutcome> {
  const order = await lockAuction(tx, payment.orderId!);
  // Nothing to reveal: the auction moved on, or its last bid was withdrawn after the checkout
  // opened. The fee goes back rather than buying nothing.
  if (order.auctionState !== 'decision' || (await countLiveBids(tx, order.id)) === 0) {
    const details = { orderId: order.id, state: order.auctionState };
    const owed = await oweRefund(tx, payment, session, 'auction_closed', details, now);
    return { status: 'refund', payment: owed };
  }
  const revealed = await transition(
    tx,
    order,
    'reveal',
    { kind: 'customer', id: order.customerId },
    now,
    { details: { paymentId: payment.id } },
  );
  await updatePayment(tx, payment.id, {
    status: 'paid',
    providerSessionId: session.id,
    providerPaymentId: session.paymentIntentId,
    paidAt: now,
    fulfilledAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    actorType: 'system',
    action: 'payment.fulfilled',
    entityType: 'order',
    entityId: order.id,
    details: { paymentId: payment.id, purpose: 'reveal_fee', amountCents: payment.amountCents },
    at: now,
  });
  const deadline = order.awardDeadlineAt && dateInWords(order.awardDeadlineAt);
  await queueAuctionNotice(tx, deps, now, {
    to: order.orderData.customerEmail,
    orderId: order.id,
    customerId: order.customerId,
    greeting: order.orderData.customerName,
    subject: `Bidders revealed on auction ${order.orderNumber}`,
    body: `We received your reveal fee of ${formatMoney(payment.amountCents, payment.currency)}. The names, licence numbers and contacts of every bidder are now in your portal.${
      deadline ? ` Choose your contractor by ${deadline}.` : ''
    } The reveal fee is refunded once your completion form is approved.\n\n${deps.appUrl}/customer-portal?auction=${order.id}`,
    dedupeKey: `auction-revealed:${order.id}`,
  });
  return { status: 'revealed', order: revealed };
}
