import {
  questionLimits,
  type AskQuestionInput,
  type OwnerAnswerInput,
  type OwnerQuestions,
} from '#shared/schemas/auction-questions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { queueAuctionNotice } from '../auctions/auction-email.ts';
import { lockAuction, type AuctionOrder } from '../auctions/auction-transition.ts';
import { ownerMessageForBidders } from '../auctions/masked-texts.ts';
import { auditQuestion, noteContactAttempt, ownerActor } from './question-audit.ts';
import type { QuestionDeps } from './contractor-questions.service.ts';
import {
  answerColumns,
  bidderOf,
  contractorAuctionLink,
  mustBeAnswerable,
  questionsClosedReason,
  shownQuestion,
} from './question-rules.ts';
import {
  countQuestions,
  findBidForQuestion,
  findContractorContact,
  findOrder,
  insertQuestion,
  lockQuestion,
  questionsOfAuction,
  updateQuestion,
} from './questions.queries.ts';

export type QuestionOwner = { customerId: string; ip?: string };

/** The owner's own auction, or 404: another owner's auction does not exist for this one. */
async function ownAuction(db: Db, owner: QuestionOwner, orderId: string, lock: boolean) {
  const order = lock ? await lockAuction(db, orderId) : await findOrder(db, orderId);
  if (!order?.auctionState || order.customerId !== owner.customerId) {
    throw notFound('Auction not found');
  }
  return order;
}

export async function ownerQuestions(
  deps: QuestionDeps,
  owner: QuestionOwner,
  orderId: string,
): Promise<OwnerQuestions> {
  const order = await ownAuction(deps.db, owner, orderId, false);
  const rows = (await questionsOfAuction(deps.db, orderId))
    .map((r) => r.question)
    .filter((q) => !q.hiddenAt);
  const toOwner = rows.filter((q) => q.direction === 'to_owner');
  const toBidders = rows.filter((q) => q.direction === 'to_bidder');
  const closed = questionsClosedReason(order, deps.clock.now());
  return {
    toOwner: toOwner.map(shownQuestion),
    toBidders: toBidders.map((q) => ({
      ...shownQuestion(q),
      bidId: q.bidId ?? q.id,
      bidder: bidderOf(q) ?? '',
    })),
    unanswered: closed ? 0 : toOwner.filter((q) => q.status === 'open').length,
    canAsk: !closed && toBidders.length < questionLimits.ownerPerAuction,
    asked: toBidders.length,
    limit: questionLimits.ownerPerAuction,
  };
}

/** What the owner writes for the bidders: its own name and any contact detail masked. */
const ownerText = (order: AuctionOrder, text: string) =>
  ownerMessageForBidders(text, order.orderData);

/**
 * The owner answers a contractor's question (shown to every contractor on the auction) or
 * declines it (shown to the asker only). The asker is told either way.
 */
export async function answerContractor(
  deps: QuestionDeps,
  owner: QuestionOwner,
  questionId: string,
  input: OwnerAnswerInput,
) {
  const now = deps.clock.now();
  const answered = await deps.db.transaction(async (tx) => {
    const found = await lockQuestion(tx, questionId);
    if (!found || found.direction !== 'to_owner') throw notFound('Question not found');
    const order = await ownAuction(tx, owner, found.orderId, true);
    mustBeAnswerable(order, found, now);
    const row =
      'answer' in input
        ? await updateQuestion(
            tx,
            found.id,
            answerColumns(input.answer, ownerText(order, input.answer), now),
          )
        : await updateQuestion(tx, found.id, { status: 'declined' });
    const actor = ownerActor(owner);
    await auditQuestion(tx, actor, `question.${row.status}`, row, now);
    await noteContactAttempt(tx, actor, row, row.answerMasked, now);
    const asker = row.contractorId ? await findContractorContact(tx, row.contractorId) : undefined;
    if (asker) {
      const what = row.status === 'answered' ? 'answered' : 'declined';
      await queueAuctionNotice(tx, deps, now, {
        to: asker.email,
        orderId: order.id,
        greeting: asker.contactName,
        subject: `The homeowner ${what} your question on auction ${order.orderNumber}`,
        body:
          row.status === 'answered'
            ? `The homeowner answered your question on auction ${order.orderNumber}. Every contractor on the auction reads the answer; nobody is told who asked:\n${contractorAuctionLink(deps.appUrl, order.id)}`
            : `The homeowner declined to answer your question on auction ${order.orderNumber}. You may still bid, or ask another question:\n${contractorAuctionLink(deps.appUrl, order.id)}`,
        dedupeKey: `question-${what}:${row.id}`,
      });
    }
    return row;
  });
  deps.emailQueued();
  return shownQuestion(answered);
}

/** The owner asks one bidder about its bid; the bidder is told at once and answers in the portal. */
export async function askBidder(
  deps: QuestionDeps,
  owner: QuestionOwner,
  bidId: string,
  input: AskQuestionInput,
) {
  const now = deps.clock.now();
  const asked = await deps.db.transaction(async (tx) => {
    const found = await findBidForQuestion(tx, bidId);
    if (!found || found.customerId !== owner.customerId) throw notFound('Bid not found');
    const order = await ownAuction(tx, owner, found.bid.orderId, true);
    const closed = questionsClosedReason(order, now);
    if (closed) throw conflict(closed);
    if (!found.bid.contractorId || !found.contractorEmail) {
      throw conflict('This bidder bid by phone: ask RoofBid to pass your question on.');
    }
    const { ownerPerAuction } = questionLimits;
    if (
      (await countQuestions(tx, { direction: 'to_bidder', orderId: order.id })) >= ownerPerAuction
    ) {
      const message = `You can ask at most ${ownerPerAuction} questions on one auction.`;
      throw new AppError('RATE_LIMITED', message, 429, { question: message });
    }
    const shown = ownerText(order, input.question);
    const row = await insertQuestion(tx, {
      orderId: order.id,
      direction: 'to_bidder',
      contractorId: found.bid.contractorId,
      bidId: found.bid.id,
      bidderSlot: found.bid.slot,
      question: input.question,
      questionShown: shown,
      questionMasked: shown !== input.question,
      createdAt: now,
    });
    const actor = ownerActor(owner);
    await auditQuestion(tx, actor, 'question.asked', row, now);
    await noteContactAttempt(tx, actor, row, row.questionMasked, now);
    await queueAuctionNotice(tx, deps, now, {
      to: found.contractorEmail,
      orderId: order.id,
      greeting: found.contractorContact ?? undefined,
      subject: `The homeowner asked about your bid on auction ${order.orderNumber}`,
      body: `The homeowner asked a question about your bid on auction ${order.orderNumber}. Answer it, and change your bid if the answer changes it, before bidding closes:\n${contractorAuctionLink(deps.appUrl, order.id)}`,
      dedupeKey: `question-to-bidder:${row.id}`,
    });
    return row;
  });
  deps.emailQueued();
  return { ...shownQuestion(asked), bidId, bidder: bidderOf(asked) ?? '' };
}
