import * as z from 'zod/mini';
import { pipelineCard } from './leads.ts';

/**
 * GET /api/pipeline/follow-ups: the signed-in rep's open leads whose next follow-up is today
 * (in the business time zone) or earlier.
 */
export const followUpsResponse = z.object({
  /** The business time zone "today" is counted in (e.g. America/Edmonton). */
  timeZone: z.string(),
  /** Today's date there, YYYY-MM-DD. */
  today: z.string(),
  dueToday: z.array(pipelineCard),
  overdue: z.array(pipelineCard),
});
export type FollowUpsResponse = z.infer<typeof followUpsResponse>;
