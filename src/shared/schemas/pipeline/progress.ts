import * as z from 'zod/mini';
import { uuid } from '../common.ts';
import { nullableStrings, numbers, strings } from '../fields.ts';

/** GET /api/pipeline/progress: the Progress tab. salesPersonId narrows it to one rep. */
export const progressQuery = z.object({
  salesPersonId: z.optional(uuid('Choose a sales person')),
});

export const wonProject = z.object({
  ...strings('id', 'name'),
  projectType: z.nullable(z.string()),
  valueCents: z.number(),
  /** When it was won (the close date). */
  ...nullableStrings('closedAt', 'orderNumber'),
  salesPerson: z.object({ id: z.string(), name: z.string() }),
});
export type WonProject = z.infer<typeof wonProject>;

export const progressResponse = z.object({
  /** The most recent won projects (at most 100), newest first. */
  won: z.array(wonProject),
  ...numbers('wonCount', 'wonValueCents'),
  /** Open leads by month of expected close: Σ value and Σ value × probability / 100. */
  forecast: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      ...numbers('leads', 'valueCents', 'weightedCents'),
    }),
  ),
  /** Per rep: won / (won + lost), as a whole percentage; null with nothing closed yet. */
  winRates: z.array(
    z.object({
      ...strings('salesPersonId', 'name'),
      ...numbers('won', 'lost'),
      winRate: z.nullable(z.number()),
    }),
  ),
});
export type ProgressResponse = z.infer<typeof progressResponse>;
