import type { Db } from '../db/client.ts';
import {
  auctionBidders,
  claimReminders,
  countLiveBids,
  dueBiddingClose,
  dueExpiry,
  dueNoBids,
  dueReminders,
  lockAuctionIfFree,
  remindersDue,
} from '../modules/auctions/auction-deadlines.queries.ts';
import { insertAuctionEvent } from '../modules/auctions/auction-events.queries.ts';
import { closeWithoutBids } from '../modules/auctions/close-without-bids.ts';
import {
  transition,
  type Actor,
  type AuctionOrder,
} from '../modules/auctions/auction-transition.ts';
import {
  queueAwardReminder,
  queueBiddingClosedNotice,
  queueExpiredBidderNotice,
  queueExpiredNotice,
} from '../modules/auctions/deadline-notices.ts';
import type { CheckoutDeps } from '../modules/checkout/checkout-deps.ts';
import { refundPayment } from '../modules/checkout/refunds.service.ts';

const BATCH = 100;
const system: Actor = { kind: 'system' };

/**
 * What time does to auctions (issue #10 "Time"), on the injectable clock:
 *  (a) the bidding window over and no bid (none came, or all were withdrawn): closed, publishing
 *      fee refunded;
 *  (b) bidding with the window over: decision, the owner told;
 *  (c) award reminders 7 and 2 days before the award deadline;
 *  (d) past the award deadline without an award: expired, owner and bidders told.
 * Safe with several instances: the scheduler's advisory lock runs one at a time, and each auction
 * is handled in its own transaction on its order row locked with SKIP LOCKED and its condition
 * checked again under the lock, so a second run finds nothing left to do. E-mails carry dedupe
 * keys; refunds are claimed in the transaction and sent after it with the payment's key.
 */
export async function runAuctionDeadlines(deps: CheckoutDeps) {
  const now = deps.clock.now();
  const done = { noBids: 0, biddingClosed: 0, reminded: 0, expired: 0 };

  for (const id of await dueNoBids(deps.db, now, BATCH)) {
    const refund = await onLocked(deps, id, async (tx, order) => {
      const over =
        (order.biddingClosesAt && order.biddingClosesAt <= now) ||
        (order.awardDeadlineAt && order.awardDeadlineAt <= now);
      const open = order.auctionState === 'published' || order.auctionState === 'bidding';
      if (!open || !over || (await countLiveBids(tx, id)) > 0) return undefined;
      done.noBids++;
      return closeWithoutBids(tx, deps, order, system, now, 'window');
    });
    // After the commit; a failure stays refund_pending with its reason for the refund job.
    if (refund) await refundPayment(deps, refund);
  }

  for (const id of await dueBiddingClose(deps.db, now, BATCH)) {
    await onLocked(deps, id, async (tx, order) => {
      if (order.auctionState !== 'bidding' || !order.biddingClosesAt) return;
      if (order.biddingClosesAt > now) return;
      if (order.awardDeadlineAt && order.awardDeadlineAt <= now) return;
      await transition(tx, order, 'closeBidding', system, now, { details: { by: 'deadline' } });
      await queueBiddingClosedNotice(tx, deps, order, now);
      done.biddingClosed++;
    });
  }

  for (const id of await dueReminders(deps.db, now, BATCH)) {
    await onLocked(deps, id, async (tx, order) => {
      if (order.auctionState !== 'decision' && order.auctionState !== 'revealed') return;
      const level = remindersDue(order.awardDeadlineAt, now);
      if (level <= order.awardRemindersSent || !(await claimReminders(tx, id, level))) return;
      // Only the nearest reminder: an auction that reaches decision 2 days before its
      // deadline gets the 2-day one, not both at once.
      const daysLeft = level === 2 ? 2 : 7;
      await queueAwardReminder(tx, deps, order, now, daysLeft);
      await insertAuctionEvent(tx, {
        orderId: id,
        kind: 'award_reminder',
        actorType: 'system',
        details: { daysLeft },
        at: now,
      });
      done.reminded++;
    });
  }

  for (const id of await dueExpiry(deps.db, now, BATCH)) {
    await onLocked(deps, id, async (tx, order) => {
      if (!order.awardDeadlineAt || order.awardDeadlineAt > now) return;
      if (!['published', 'bidding', 'decision', 'revealed'].includes(order.auctionState ?? ''))
        return;
      await transition(tx, order, 'expire', system, now);
      await queueExpiredNotice(tx, deps, order, now);
      for (const bidder of await auctionBidders(tx, id))
        await queueExpiredBidderNotice(tx, deps, order, now, bidder);
      done.expired++;
    });
  }
  return done;
}

/**
 * One auction's step in its own transaction on its locked order row; skipped when another
 * instance holds the row. A failure is logged and the job moves on to the next auction.
 */
async function onLocked<T>(
  deps: CheckoutDeps,
  id: string,
  step: (tx: Db, order: AuctionOrder) => Promise<T>,
): Promise<T | undefined> {
  try {
    const result = await deps.db.transaction(async (tx) => {
      const order = await lockAuctionIfFree(tx, id);
      return order ? step(tx, order) : undefined;
    });
    deps.emailQueued();
    return result;
  } catch (err) {
    deps.log.error({ err, orderId: id }, 'auction deadline step failed; retried on the next run');
    return undefined;
  }
}
