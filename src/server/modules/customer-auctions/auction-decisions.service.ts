import { dateInWords } from '#shared/domain/date-words.ts';
import { blockForOwner, eligibilityBlock } from '#shared/domain/contractor-eligibility.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { queueAuctionNotice } from '../auctions/auction-email.ts';
import { lockAuction, transition, type AuctionOrder } from '../auctions/auction-transition.ts';
import { isoDay } from '../auctions/service-area.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import type { Db } from '../../db/client.ts';
import { valueDealAtAwardedBid } from '../pipeline-automation/deal-value.service.ts';
import { listAuctionBids } from './customer-auctions.queries.ts';

export type OwnerDeps = CheckoutDeps;
export type OwnerRequest = { customerId: string; ip?: string };

/**
 * Locks the owner's own auction for the transaction; another customer's auction answers the
 * same 404 as one that does not exist.
 */
export async function lockOwnAuction(tx: Db, owner: OwnerRequest, orderId: string) {
  const order = await lockAuction(tx, orderId).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  });
  if (!order || order.customerId !== owner.customerId) throw notFound('Auction not found');
  return order;
}

const ownerActor = (owner: OwnerRequest) =>
  ({ kind: 'customer', id: owner.customerId, ip: owner.ip }) as const;

type Bidder = Awaited<ReturnType<typeof listAuctionBids>>[number];

/** Tells each bidder with a contractor record that its bid was not chosen. */
async function tellNotChosen(
  tx: Db,
  deps: OwnerDeps,
  order: AuctionOrder,
  bidders: Bidder[],
  at: Date,
  why: 'declined' | 'awarded',
) {
  for (const { bid, contractor } of bidders) {
    if (!contractor) continue;
    await queueAuctionNotice(tx, deps, at, {
      to: contractor.email,
      orderId: order.id,
      greeting: contractor.contactName,
      subject: `Auction ${order.orderNumber}: your bid was not chosen`,
      body:
        why === 'declined'
          ? `The homeowner has closed auction ${order.orderNumber} without choosing a bid. Thank you for bidding ${formatDollars(bid.bidAmountCents, order.currency)}.`
          : `The homeowner has awarded auction ${order.orderNumber} to another contractor. Thank you for bidding ${formatDollars(bid.bidAmountCents, order.currency)}.`,
      dedupeKey: `auction-not-chosen:${order.id}:${bid.id}`,
    });
  }
}

/** The owner declines every bid: the auction closes, no reveal fee is due. */
export async function declineAuction(deps: OwnerDeps, owner: OwnerRequest, orderId: string) {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const order = await lockOwnAuction(tx, owner, orderId);
    const next = await transition(tx, order, 'decline', ownerActor(owner), now);
    await tellNotChosen(tx, deps, order, await listAuctionBids(tx, order.id), now, 'declined');
    return next;
  });
  deps.emailQueued();
  return { success: true, state: updated.auctionState! };
}

/**
 * The owner picks a bid after the reveal and before the award deadline. The winner gets the
 * owner's contact details (the only contractor who ever does), the others a not-chosen notice,
 * and the lead's pipeline deal the bid's amount as its value.
 */
export async function awardBid(
  deps: OwnerDeps,
  owner: OwnerRequest,
  orderId: string,
  bidId: string,
) {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const order = await lockOwnAuction(tx, owner, orderId);
    const bidders = await listAuctionBids(tx, order.id);
    const winner = bidders.find((row) => row.bid.id === bidId);
    if (order.auctionState === 'revealed') {
      if (order.awardDeadlineAt && now > order.awardDeadlineAt) {
        throw conflict(
          `The award deadline (${dateInWords(order.awardDeadlineAt)}) has passed: this auction can no longer be awarded.`,
        );
      }
      if (!winner) throw notFound('That bid is not on this auction');
      // Only a contractor who may bid can win: a suspended one, or one whose licence or
      // insurance lapsed, would receive the owner's contact details.
      const block = winner.contractor && eligibilityBlock(winner.contractor, isoDay(now));
      if (block) throw conflict(`${blockForOwner[block]} Choose another bid.`);
    }
    const next = await transition(tx, order, 'award', ownerActor(owner), now, {
      details: { bidId },
      changes: { awardedBidId: bidId },
    });
    const { bid, contractor } = winner!;
    // The lead's deal is now worth the roof job the owner chose (deal-value.md).
    if (order.contactSubmissionId) {
      await valueDealAtAwardedBid(tx, {
        contactSubmissionId: order.contactSubmissionId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        bidId: bid.id,
        bidAmountCents: bid.bidAmountCents,
        at: now,
      });
    }
    const data = order.orderData;
    const amount = formatDollars(bid.bidAmountCents, order.currency);
    if (contractor) {
      const contact = [
        `Name: ${data.customerName}`,
        `E-mail: ${data.customerEmail}`,
        data.phone ? `Phone: ${data.phone}` : undefined,
        data.address ? `Address: ${data.address}` : undefined,
      ].filter(Boolean);
      await queueAuctionNotice(tx, deps, now, {
        to: contractor.email,
        orderId: order.id,
        greeting: contractor.contactName,
        subject: `You won auction ${order.orderNumber}`,
        body: `The homeowner has chosen your bid of ${amount} on auction ${order.orderNumber}. Please contact them to arrange the work:\n\n${contact.join('\n')}`,
        dedupeKey: `auction-awarded:${order.id}:${bid.id}`,
      });
    }
    await tellNotChosen(
      tx,
      deps,
      order,
      bidders.filter((row) => row.bid.id !== bidId),
      now,
      'awarded',
    );
    const company = contractor?.companyName ?? bid.sellerName;
    await queueAuctionNotice(tx, deps, now, {
      to: data.customerEmail,
      orderId: order.id,
      customerId: order.customerId,
      greeting: data.customerName,
      subject: `You awarded auction ${order.orderNumber} to ${company}`,
      body: `You chose ${company} (${amount}). They have your contact details and will be in touch.${
        contractor
          ? `\n\nTheir contact: ${contractor.contactName}, ${contractor.email}, ${contractor.phone}`
          : ''
      }\n\nWhen the job is done, send the completion form in your portal to get your reveal fee back:\n${deps.appUrl}/customer-portal`,
      dedupeKey: `auction-awarded-owner:${order.id}`,
    });
    return next;
  });
  deps.emailQueued();
  return { success: true, state: updated.auctionState! };
}
