import type { StaffQuestions } from '#shared/schemas/auction-questions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { maskedCounts } from './contact-attempts.ts';
import { bidderOf } from './question-rules.ts';
import { lockQuestion, questionsOfAuction, updateQuestion } from './questions.queries.ts';

/** The whole thread for staff: who asked, the originals and what the other side read. */
export async function staffQuestions(db: Db, orderId: string): Promise<StaffQuestions> {
  const rows = await questionsOfAuction(db, orderId);
  const names = new Map(rows.map((r) => [r.question.contractorId, r.contractorName]));
  return {
    data: rows.map(({ question: q, contractorName }) => ({
      id: q.id,
      direction: q.direction,
      contractor: contractorName,
      bidder: bidderOf(q),
      question: q.question,
      questionShown: q.questionShown,
      answer: q.answer,
      answerShown: q.answerShown,
      status: q.status,
      contactAttempt: q.questionMasked || q.answerMasked,
      hidden: q.hiddenAt !== null,
      askedAt: q.createdAt.toISOString(),
      answeredAt: q.answeredAt?.toISOString() ?? null,
    })),
    flagged: maskedCounts(rows.map((r) => r.question))
      .filter((c) => c.attempts >= 2)
      .map((c) => ({
        who: c.side === 'owner' ? 'The homeowner' : (names.get(c.contractorId) ?? 'A contractor'),
        attempts: c.attempts,
      })),
  };
}

/** Staff hide a question (and its answer) from both sides, or show it again; audited. */
export async function hideQuestion(
  db: Db,
  staff: { id: string; ip?: string },
  questionId: string,
  hidden: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const found = await lockQuestion(tx, questionId);
    if (!found) throw notFound('Question not found');
    const row = await updateQuestion(tx, found.id, {
      hiddenAt: hidden ? (found.hiddenAt ?? now) : null,
      hiddenBy: hidden ? (found.hiddenBy ?? staff.id) : null,
    });
    if (Boolean(found.hiddenAt) !== hidden) {
      await recordAudit(tx, {
        actorType: 'staff',
        actorId: staff.id,
        action: hidden ? 'question.hidden' : 'question.unhidden',
        entityType: 'order',
        entityId: row.orderId,
        details: { questionId: row.id },
        ip: staff.ip,
        at: now,
      });
    }
    return { id: row.id, hidden: row.hiddenAt !== null };
  });
}
