import type { Question } from './questions.queries.ts';

export type Side = 'contractor' | 'owner';

/** Who wrote which texts of a question: the contractor asks to_owner and answers to_bidder. */
const writerOf = (q: Question, text: 'question' | 'answer'): Side =>
  (q.direction === 'to_owner') === (text === 'question') ? 'contractor' : 'owner';

/**
 * How many texts each writer had masked on one auction: a contractor by its id, the owner as
 * "owner". Two or more is a pattern staff are shown (the admin's thread and the audit log).
 */
export function maskedCounts(questions: Question[]) {
  const counts = new Map<string, { side: Side; contractorId: string | null; attempts: number }>();
  const add = (q: Question, text: 'question' | 'answer') => {
    const side = writerOf(q, text);
    const key = side === 'owner' ? 'owner' : (q.contractorId ?? 'unknown');
    const entry = counts.get(key) ?? {
      side,
      contractorId: side === 'owner' ? null : q.contractorId,
      attempts: 0,
    };
    entry.attempts += 1;
    counts.set(key, entry);
  };
  for (const q of questions) {
    if (q.questionMasked) add(q, 'question');
    if (q.answerMasked) add(q, 'answer');
  }
  return [...counts.values()];
}
