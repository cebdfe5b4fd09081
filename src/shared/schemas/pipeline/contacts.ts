import * as z from 'zod/mini';
import { pageOf, searchPageQuery } from '../admin/paging.ts';
import { leadContactFields } from '../admin/leads.ts';
import { flag } from './leads.ts';

/** GET /api/contact (staff): contact submissions for the Add Lead picker, newest first. */
export const contactPickerQuery = z.object({
  ...searchPageQuery,
  /** Only submissions that are not in the pipeline yet (what Add Lead can pick). */
  available: z.optional(flag),
});

export const contactPickerOption = z.object({
  ...leadContactFields,
  submittedAt: z.string(),
  /** Already has a pipeline lead (adding it again is refused). */
  inPipeline: z.boolean(),
  /** Has an order (a paid customer): its lead is Won, so it joins the board in a won status. */
  converted: z.boolean(),
});
export type ContactPickerOption = z.infer<typeof contactPickerOption>;

export const contactPickerPage = pageOf(contactPickerOption);
export type ContactPickerPage = z.infer<typeof contactPickerPage>;
