import { formatMoney } from '#shared/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { claimRefund, findPaidPayment, type Payment } from '../checkout/payments.queries.ts';
import type { AuctionEmailDeps } from './auction-email.ts';
import { transition, type Actor, type AuctionOrder } from './auction-transition.ts';
import { queueNoBidsNotice, type NoBidsCause } from './deadline-notices.ts';

/**
 * Ends an auction that has no bid left to decide on, the way DECISIONS.md §4 ends a bidding
 * window without bids: closed, the publishing fee claimed for a refund, the owner told. The
 * causes: the window closed without a bid (the deadline job), staff closed a bidless auction
 * early, or the last bidder withdrew after bidding had closed.
 *
 * Runs in the caller's transaction on the locked order. It returns the claimed payment, which
 * the caller refunds after the commit (refundPayment); a refund that fails there stays
 * refund_pending with its reason, retried by the refund job and by staff.
 */
export async function closeWithoutBids(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  actor: Actor,
  at: Date,
  cause: NoBidsCause,
): Promise<Payment | undefined> {
  await transition(tx, order, 'noBids', actor, at, { details: { cause } });
  const fee = await findPaidPayment(tx, order.id, 'auction_fee');
  const claimed = fee ? await claimRefund(tx, fee.id, 'no_bids', at) : undefined;
  await queueNoBidsNotice(
    tx,
    deps,
    order,
    at,
    cause,
    claimed && formatMoney(claimed.amountCents, claimed.currency),
  );
  return claimed;
}
