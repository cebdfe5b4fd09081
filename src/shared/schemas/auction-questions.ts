import * as z from 'zod/mini';
import { questionStatuses, type QuestionStatus } from '../constants/question-status.ts';
import { requiredText } from './common.ts';

/**
 * Questions before bidding (issue #24, docs/decisions/questions.md): contractors ask the owner,
 * the owner asks a bidder about its bid. Texts cross masked; nobody is named but "Bidder A".
 */

export const QUESTION_MAX_LENGTH = 1000;

/** How many questions each side may ask: per auction, and for a contractor per day too. */
export const questionLimits = {
  contractorPerAuction: 5,
  contractorPerDay: 20,
  ownerPerAuction: 10,
} as const;

const questionText = (message: string) =>
  requiredText(message, QUESTION_MAX_LENGTH, { multiline: true });

export const askQuestionInput = z.object({ question: questionText('Question is required') });
export type AskQuestionInput = z.infer<typeof askQuestionInput>;

/** The contractor's answer to the owner's question about its bid. */
export const answerQuestionInput = z.object({ answer: questionText('Answer is required') });
export type AnswerQuestionInput = z.infer<typeof answerQuestionInput>;

/** The owner answers a contractor's question, or declines it (no answer then). */
export const ownerAnswerInput = z.union([
  z.object({ decline: z.literal(true) }),
  z.object({ answer: questionText('Answer is required'), decline: z.optional(z.literal(false)) }),
]);
export type OwnerAnswerInput = z.infer<typeof ownerAnswerInput>;

export const hideQuestionInput = z.object({ hidden: z.boolean('Choose hidden or not') });

const questionStatus = z.enum(questionStatuses);
export type { QuestionStatus };

/** A question as either side reads it (masked, the asker unnamed). */
export const shownQuestion = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.nullable(z.string()),
  status: questionStatus,
  askedAt: z.string(),
  answeredAt: z.nullable(z.string()),
});

/** A contractor's question to the owner, `mine` when this contractor asked it. */
export const contractorQuestion = z.extend(shownQuestion, { mine: z.boolean() });
/** The owner's question to one bidder, named by its letter. */
export const bidderQuestion = z.extend(shownQuestion, { bidId: z.uuid(), bidder: z.string() });
export const hiddenQuestion = z.object({ id: z.uuid(), hidden: z.boolean() });

/** What a contractor sees on an auction: the answered thread, its own questions, the owner's. */
export const contractorQuestions = z.object({
  /** Questions to the owner: every answered one, and this contractor's own in any state. */
  toOwner: z.array(contractorQuestion),
  /** The owner's questions about this contractor's own bid. */
  aboutMyBid: z.array(shownQuestion),
  canAsk: z.boolean(),
  /** Why it cannot ask now (closed, limit reached), or null. */
  askBlockedReason: z.nullable(z.string()),
  asked: z.number(),
  limit: z.number(),
});
export type ContractorQuestions = z.infer<typeof contractorQuestions>;

/** What the owner sees: contractors' questions, and its own questions to each bidder. */
export const ownerQuestions = z.object({
  toOwner: z.array(shownQuestion),
  toBidders: z.array(bidderQuestion),
  unanswered: z.number(),
  canAsk: z.boolean(),
  asked: z.number(),
  limit: z.number(),
});
export type OwnerQuestions = z.infer<typeof ownerQuestions>;

/** Staff see everything: originals, what the other side saw, who asked, flags. */
export const staffQuestion = z.object({
  id: z.uuid(),
  direction: z.enum(['to_owner', 'to_bidder']),
  contractor: z.nullable(z.string()),
  bidder: z.nullable(z.string()),
  question: z.string(),
  questionShown: z.string(),
  answer: z.nullable(z.string()),
  answerShown: z.nullable(z.string()),
  status: questionStatus,
  contactAttempt: z.boolean(),
  hidden: z.boolean(),
  askedAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
export const staffQuestions = z.object({
  data: z.array(staffQuestion),
  /** Contractors and the owner who tried to pass contact details more than once. */
  flagged: z.array(z.object({ who: z.string(), attempts: z.number() })),
});
export type StaffQuestions = z.infer<typeof staffQuestions>;
