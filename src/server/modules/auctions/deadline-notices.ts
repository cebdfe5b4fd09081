import { dateInWords } from '#shared/domain/date-words.ts';
import type { Db } from '../../db/client.ts';
import { queueAuctionNotice, type AuctionEmailDeps } from './auction-email.ts';
import type { AuctionOrder } from './auction-transition.ts';

/**
 * The owner's and bidders' e-mails for what time does to an auction (the deadline job, and
 * staff closing bidding early). Each has a dedupe key per auction, so a repeated run or a
 * second instance never sends one twice.
 */
const owner = (order: AuctionOrder) => ({
  to: order.orderData.customerEmail,
  orderId: order.id,
  customerId: order.customerId,
  greeting: order.orderData.customerName.split(' ')[0],
});

export function queueBiddingClosedNotice(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  at: Date,
) {
  return queueAuctionNotice(tx, deps, at, {
    ...owner(order),
    subject: `Bidding on your roofing auction ${order.orderNumber} has closed`,
    body: `The bids are in. Compare them side by side, then reveal the bidders or decline them all:\n${deps.appUrl}/customer`,
    dedupeKey: `bidding-closed:${order.id}`,
  });
}

/** Why an auction closed with no bid to decide on (close-without-bids.ts). */
export type NoBidsCause = 'window' | 'staff' | 'withdrawn';

const noBidsWhy: Record<NoBidsCause, string> = {
  window: 'No contractor bid on your auction before its bidding window closed.',
  staff: 'Your auction has been closed without a bid.',
  withdrawn:
    'The last contractor who bid on your auction has withdrawn its bid, so no bid is left.',
};

export function queueNoBidsNotice(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  at: Date,
  cause: NoBidsCause,
  refund: string | undefined,
) {
  return queueAuctionNotice(tx, deps, at, {
    ...owner(order),
    subject: `No bids on your roofing auction ${order.orderNumber}${refund ? ': your fee is refunded' : ''}`,
    body: `${noBidsWhy[cause]}${refund ? ` As promised, your publishing fee of ${refund} is refunded in full; it can take 5-10 business days to appear on your card.` : ''}\n\nYou are welcome to publish again any time: ${deps.appUrl}/get-quote`,
    dedupeKey: `no-bids:${order.id}`,
  });
}

export function queueAwardReminder(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  at: Date,
  daysLeft: number,
) {
  const deadline = order.awardDeadlineAt ? dateInWords(order.awardDeadlineAt) : '';
  return queueAuctionNotice(tx, deps, at, {
    ...owner(order),
    subject: `${daysLeft} days left to choose a contractor for ${order.orderNumber}`,
    body: `Your auction ${order.orderNumber} expires on ${deadline} unless you award it to a contractor before then.\n\n${deps.appUrl}/customer`,
    dedupeKey: `award-reminder:${order.id}:${daysLeft}`,
  });
}

export function queueExpiredNotice(tx: Db, deps: AuctionEmailDeps, order: AuctionOrder, at: Date) {
  return queueAuctionNotice(tx, deps, at, {
    ...owner(order),
    subject: `Your roofing auction ${order.orderNumber} has expired`,
    body: `Your auction reached its award deadline without an award, so it has ended. You can publish a new one any time: ${deps.appUrl}/get-quote`,
    dedupeKey: `expired:${order.id}`,
  });
}

/** To a contractor who bid: the auction ended without an award (the owner stays anonymous). */
export function queueExpiredBidderNotice(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  at: Date,
  bidder: { contractorId: string; email: string; contactName: string },
) {
  return queueAuctionNotice(tx, deps, at, {
    to: bidder.email,
    orderId: order.id,
    greeting: bidder.contactName,
    subject: `Auction ${order.orderNumber} ended without an award`,
    body: `The homeowner did not award auction ${order.orderNumber} before its deadline, so it has expired. Thank you for bidding.\n\nOpen auctions in your area: ${deps.appUrl}/contractor`,
    dedupeKey: `expired:${order.id}:${bidder.contractorId}`,
  });
}
