import { fillFaqText } from '#shared/domain/faq-text.ts';
import type { Db } from '../../db/client.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { listActiveFaqEntries } from './faq.queries.ts';

/**
 * The active FAQ as visitors read it (GET /api/faq and the /faq page's own data): a price named
 * by placeholder is today's price, so an answer never states a fee the admin has since changed.
 */
export async function publicFaq(db: Db, reference: ReferenceData) {
  const [entries, prices] = await Promise.all([listActiveFaqEntries(db), reference.prices()]);
  return entries.map((entry) => ({
    ...entry,
    question: fillFaqText(entry.question, prices),
    answer: fillFaqText(entry.answer, prices),
  }));
}
