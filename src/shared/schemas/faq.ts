import * as z from 'zod/mini';
import { noControlCharacters } from './common.ts';

export const faqEntry = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  sortOrder: z.number(),
});
export type FaqEntry = z.infer<typeof faqEntry>;

/** GET /api/faq: active entries, ordered by category then sortOrder. */
export const faqListResponse = z.object({ data: z.array(faqEntry) });
export type FaqListResponse = z.infer<typeof faqListResponse>;

/** Admin create/edit (SPEC.md §5: question and answer min 3, category min 1). */
export const faqInput = z.object({
  question: z
    .string({ error: 'Question must be at least 3 characters' })
    .check(
      z.trim(),
      z.minLength(3, 'Question must be at least 3 characters'),
      z.maxLength(300),
      noControlCharacters(),
    ),
  answer: z
    .string({ error: 'Answer must be at least 3 characters' })
    .check(
      z.trim(),
      z.minLength(3, 'Answer must be at least 3 characters'),
      z.maxLength(5000),
      noControlCharacters(true),
    ),
  category: z
    .string({ error: 'Category is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Category is required'),
      z.maxLength(60),
      noControlCharacters(),
    ),
  sortOrder: z._default(
    z
      .int('Enter a whole number')
      .check(z.minimum(0, 'Enter 0 or more'), z.maximum(100000, 'Enter at most 100,000')),
    0,
  ),
  isActive: z._default(z.boolean(), true),
});
export type FaqInput = z.infer<typeof faqInput>;
