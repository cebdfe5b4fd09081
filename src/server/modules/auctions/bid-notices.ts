import { bidderLabel } from '#shared/domain/auction.ts';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import type { Db } from '../../db/client.ts';
import { queueAuctionNotice, type AuctionEmailDeps } from './auction-email.ts';
import type { AuctionOrder } from './auction-transition.ts';

/**
 * The owner's e-mails about bids: one per real change (a bid placed, changed or withdrawn),
 * each naming the bidder only by its letter. Each key is unique to its change, so a retried
 * transaction never sends one twice; the cap on bid changes (MAX_BID_CHANGES) bounds how many
 * one contractor can cause.
 */
type BidChange =
  | { kind: 'placed'; bidId: string; slot: number; liveBids: number }
  | { kind: 'changed'; bidId: string; slot: number; version: number }
  | { kind: 'withdrawn'; bidId: string; slot: number; liveBids: number };

const portal = (deps: AuctionEmailDeps, order: AuctionOrder) =>
  `${deps.appUrl}/customer-portal?auction=${order.id}`;

function words(deps: AuctionEmailDeps, order: AuctionOrder, change: BidChange) {
  const bidder = bidderLabel(change.slot);
  const auction = `your roofing auction ${order.orderNumber}`;
  switch (change.kind) {
    case 'placed':
      return change.liveBids >= MAX_BIDS_PER_ORDER
        ? {
            subject: `Four bids are in on your roofing auction ${order.orderNumber}`,
            body: `The fourth bid on ${auction} has arrived (${bidder}), so bidding is closed. Compare the bids side by side, then reveal the bidders or decline them all:\n${portal(deps, order)}`,
            key: `bid-placed:${order.id}:${change.bidId}`,
          }
        : {
            subject: `New bid on your roofing auction ${order.orderNumber}`,
            body: `A vetted contractor (${bidder}) bid on ${auction}: ${change.liveBids} of ${MAX_BIDS_PER_ORDER} bids so far. Compare the bids side by side in your account:\n${portal(deps, order)}`,
            key: `bid-placed:${order.id}:${change.bidId}`,
          };
    case 'changed':
      return {
        subject: `${bidder} changed its bid on ${order.orderNumber}`,
        body: `${bidder} changed its bid on ${auction}. See the new terms beside the other bids:\n${portal(deps, order)}`,
        key: `bid-changed:${order.id}:${change.bidId}:${change.version}`,
      };
    case 'withdrawn':
      return {
        subject: `${bidder} withdrew its bid on ${order.orderNumber}`,
        body: `${bidder} withdrew its bid on ${auction}. ${change.liveBids === 1 ? 'One bid remains' : `${change.liveBids} bids remain`}:\n${portal(deps, order)}`,
        key: `bid-withdrawn:${order.id}:${change.bidId}`,
      };
  }
}

export async function queueBidNotice(
  tx: Db,
  deps: AuctionEmailDeps,
  order: AuctionOrder,
  at: Date,
  change: BidChange,
) {
  const { subject, body, key } = words(deps, order, change);
  await queueAuctionNotice(tx, deps, at, {
    to: order.orderData.customerEmail,
    orderId: order.id,
    customerId: order.customerId,
    greeting: order.orderData.customerName.split(' ')[0],
    subject,
    body,
    dedupeKey: key,
  });
}
