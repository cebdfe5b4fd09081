import { biddingStates, bidderLabel, type AuctionState } from '#shared/domain/auction.ts';
import type { Question } from './questions.queries.ts';

/**
 * Questions are part of bidding: asked and answered while the auction takes bids, closed with
 * it (issue #24). `undefined` when it is open.
 */
export function questionsClosedReason(
  order: { auctionState: string | null; biddingClosesAt: Date | null },
  now: Date,
) {
  const open =
    biddingStates.includes(order.auctionState as AuctionState) &&
    order.biddingClosesAt !== null &&
    order.biddingClosesAt > now;
  return open ? undefined : 'Questions closed when bidding closed on this auction.';
}

/** The fields every side reads of a question: the shown (masked) texts, never the originals. */
export const shownQuestion = (q: Question) => ({
  id: q.id,
  question: q.questionShown,
  answer: q.status === 'answered' ? q.answerShown : null,
  status: q.status,
  askedAt: q.createdAt.toISOString(),
  answeredAt: q.answeredAt?.toISOString() ?? null,
});

export const bidderOf = (q: Question) => (q.bidderSlot ? bidderLabel(q.bidderSlot) : null);

/** Links in e-mails: straight to the auction on each side. */
export const ownerAuctionLink = (appUrl: string, orderId: string) =>
  `${appUrl}/customer-portal?auction=${orderId}`;
export const contractorAuctionLink = (appUrl: string, orderId: string) =>
  `${appUrl}/contractor?auction=${orderId}`;
