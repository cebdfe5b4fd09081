import { biddingStates, bidderLabel, type AuctionState } from '#shared/domain/auction.ts';
import { conflict } from '../../errors.ts';
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

/** Refuses an answer once bidding closed, to a question staff hid, or to one already answered. */
export function mustBeAnswerable(
  order: { auctionState: string | null; biddingClosesAt: Date | null },
  question: Question,
  now: Date,
) {
  const closed = questionsClosedReason(order, now);
  if (closed) throw conflict(closed);
  if (question.hiddenAt) throw conflict('RoofBid staff hid this question.');
  if (question.status !== 'open') throw conflict('This question is already answered.');
}

/** An answer's columns: as written (for staff), as the other side reads it, and whether the mask took something. */
export const answerColumns = (answer: string, shown: string, at: Date) => ({
  answer,
  answerShown: shown,
  answerMasked: shown !== answer,
  status: 'answered' as const,
  answeredAt: at,
});
