import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/content.ts';

export function listActiveFaqEntries(db: Db) {
  return db
    .select({
      id: faqEntries.id,
      question: faqEntries.question,
      answer: faqEntries.answer,
      category: faqEntries.category,
      sortOrder: faqEntries.sortOrder,
    })
    .from(faqEntries)
    .where(eq(faqEntries.isActive, true))
    .orderBy(asc(faqEntries.category), asc(faqEntries.sortOrder), asc(faqEntries.question));
}
