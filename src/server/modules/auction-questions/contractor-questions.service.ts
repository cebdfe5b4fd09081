import { eligibilityBlock } from '#shared/domain/contractor-eligibility.ts';
import {
  questionLimits,
  type AnswerQuestionInput,
  type AskQuestionInput,
  type ContractorQuestions,
} from '#shared/schemas/auction-questions.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { queueAuctionNotice, type AuctionEmailDeps } from '../auctions/auction-email.ts';
import { lockAuction } from '../auctions/auction-transition.ts';
import { bidderTextForOthers } from '../auctions/masked-texts.ts';
import { isoDay } from '../auctions/service-area.ts';
import { findAuction, findContractor } from '../contractor-portal/contractor-portal.queries.ts';
import { seesAuction } from '../contractor-portal/contractor-portal.service.ts';
import { auditQuestion, contractorActor, noteContactAttempt } from './question-audit.ts';
import {
  answerColumns,
  bidderOf,
  mustBeAnswerable,
  ownerAuctionLink,
  questionsClosedReason,
  shownQuestion,
} from './question-rules.ts';
import {
  countQuestions,
  insertQuestion,
  lockContractor,
  lockQuestion,
  questionsOfAuction,
  updateQuestion,
} from './questions.queries.ts';

export type QuestionDeps = AuctionEmailDeps & { db: Db; clock: Clock; emailQueued: () => void };
export type ContractorAsker = { userId: string; contractorId: string; ip?: string };

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whether this contractor may ask on this auction now, and why not: the same contractors who may
 * bid (in the area, meeting the owner's preferences, active, documents verified and current),
 * while bidding is open.
 */
async function askingRights(db: Db, contractorId: string, orderId: string, now: Date) {
  const [row, contractor] = await Promise.all([
    findAuction(db, contractorId, orderId, now),
    findContractor(db, contractorId),
  ]);
  // The contractors who see the auction see its questions (the portal's own rule).
  if (!contractor || !seesAuction(row)) throw notFound('Auction not found');
  const block =
    questionsClosedReason(row.order, now) ??
    (row.inArea && row.meetsPreferences
      ? undefined
      : 'Only contractors who may bid on this auction may ask.') ??
    (eligibilityBlock(contractor, isoDay(now)) &&
      'Your company may not bid now, so it may not ask.');
  return { order: row.order, contractor, block: block || undefined };
}

export async function contractorQuestions(
  deps: QuestionDeps,
  contractorId: string,
  orderId: string,
): Promise<ContractorQuestions> {
  const now = deps.clock.now();
  const { block } = await askingRights(deps.db, contractorId, orderId, now);
  const rows = (await questionsOfAuction(deps.db, orderId)).map((r) => r.question);
  const visible = rows.filter((q) => !q.hiddenAt);
  const asked = rows.filter((q) => q.direction === 'to_owner' && q.contractorId === contractorId);
  const limitReached = asked.length >= questionLimits.contractorPerAuction;
  return {
    toOwner: visible
      .filter(
        (q) =>
          q.direction === 'to_owner' &&
          (q.status === 'answered' || q.contractorId === contractorId),
      )
      .map((q) => ({ ...shownQuestion(q), mine: q.contractorId === contractorId })),
    aboutMyBid: visible
      .filter((q) => q.direction === 'to_bidder' && q.contractorId === contractorId)
      .map(shownQuestion),
    canAsk: !block && !limitReached,
    askBlockedReason:
      block ?? (limitReached ? `You have asked ${asked.length} questions on this auction.` : null),
    asked: asked.length,
    limit: questionLimits.contractorPerAuction,
  };
}

const limitReached = (message: string) =>
  new AppError('RATE_LIMITED', message, 429, { question: message });

/** A contractor asks the owner: masked at once, told to the owner in the hourly digest. */
export async function askOwner(
  deps: QuestionDeps,
  user: ContractorAsker,
  orderId: string,
  input: AskQuestionInput,
) {
  const now = deps.clock.now();
  const question = await deps.db.transaction(async (tx) => {
    await lockAuction(tx, orderId);
    await lockContractor(tx, user.contractorId);
    const { contractor, block } = await askingRights(tx, user.contractorId, orderId, now);
    if (block) throw conflict(block);
    const { contractorPerAuction, contractorPerDay } = questionLimits;
    if (
      (await countQuestions(tx, {
        direction: 'to_owner',
        orderId,
        contractorId: user.contractorId,
      })) >= contractorPerAuction
    ) {
      throw limitReached(`You can ask at most ${contractorPerAuction} questions on one auction.`);
    }
    if (
      (await countQuestions(tx, {
        direction: 'to_owner',
        contractorId: user.contractorId,
        since: new Date(now.getTime() - DAY),
      })) >= contractorPerDay
    ) {
      throw limitReached(`You can ask at most ${contractorPerDay} questions a day.`);
    }
    const shown = bidderTextForOthers(input.question, contractor);
    const row = await insertQuestion(tx, {
      orderId,
      direction: 'to_owner',
      contractorId: user.contractorId,
      question: input.question,
      questionShown: shown,
      questionMasked: shown !== input.question,
      createdAt: now,
    });
    const actor = contractorActor(user);
    await auditQuestion(tx, actor, 'question.asked', row, now);
    await noteContactAttempt(tx, actor, row, row.questionMasked, now);
    return row;
  });
  return { ...shownQuestion(question), mine: true };
}

/** The bidder answers the owner's question about its bid; the owner is told at once. */
export async function answerAboutMyBid(
  deps: QuestionDeps,
  user: ContractorAsker,
  questionId: string,
  input: AnswerQuestionInput,
) {
  const now = deps.clock.now();
  const answered = await deps.db.transaction(async (tx) => {
    const found = await lockQuestion(tx, questionId);
    if (!found || found.direction !== 'to_bidder' || found.contractorId !== user.contractorId) {
      throw notFound('Question not found');
    }
    const order = await lockAuction(tx, found.orderId);
    mustBeAnswerable(order, found, now);
    const contractor = await findContractor(tx, user.contractorId);
    const shown = bidderTextForOthers(input.answer, contractor ?? null);
    const row = await updateQuestion(tx, found.id, answerColumns(input.answer, shown, now));
    const actor = contractorActor(user);
    await auditQuestion(tx, actor, 'question.answered', row, now);
    await noteContactAttempt(tx, actor, row, row.answerMasked, now);
    const bidder = bidderOf(row);
    await queueAuctionNotice(tx, deps, now, {
      to: order.orderData.customerEmail,
      orderId: order.id,
      customerId: order.customerId,
      greeting: order.orderData.customerName,
      subject: `${bidder} answered your question on ${order.orderNumber}`,
      body: `${bidder} answered your question about its bid on your roofing auction ${order.orderNumber}. Read the answer beside its bid:\n${ownerAuctionLink(deps.appUrl, order.id)}`,
      dedupeKey: `question-answered:${row.id}`,
    });
    return row;
  });
  deps.emailQueued();
  return shownQuestion(answered);
}
