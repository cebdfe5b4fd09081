import * as z from 'zod/mini';
import { sortOrderField, textField } from './common.ts';
import { strings } from './fields.ts';

export const faqEntry = z.object({
  ...strings('id', 'question', 'answer', 'category'),
  sortOrder: z.number(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

/** GET /api/faq: active entries, ordered by category then sortOrder. */
export const faqListResponse = z.object({ data: z.array(faqEntry) });
export type FaqListResponse = z.infer<typeof faqListResponse>;

/** Admin create/edit (SPEC.md §5: question and answer min 3, category min 1). */
export const faqInput = z.object({
  question: textField('Question must be at least 3 characters', 300, { min: 3 }),
  answer: textField('Answer must be at least 3 characters', 5000, { min: 3, multiline: true }),
  category: textField('Category is required', 60),
  sortOrder: sortOrderField(),
  isActive: z._default(z.boolean(), true),
});
export type FaqInput = z.infer<typeof faqInput>;
