import * as z from 'zod/mini';
import { noControlCharacters, optionalIsoDate } from './common.ts';

/** The page_view event (SPEC.md §2): path, location and page title. */
export const pageViewInput = z.object({
  path: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2048),
      z.startsWith('/', 'Path must start with /'),
      noControlCharacters(),
    ),
  location: z.url().check(z.maxLength(4096), noControlCharacters()),
  title: z.string().check(z.maxLength(300), noControlCharacters()),
  referrer: z.optional(z.string().check(z.maxLength(4096), noControlCharacters())),
});
export type PageViewInput = z.infer<typeof pageViewInput>;

/** What the browser may report itself; everything else the server records (issue #12). */
export const browserAnalyticsEvents = ['quote_started'] as const;
export const analyticsEventInput = z.strictObject({
  name: z.enum(browserAnalyticsEvents, 'Unknown event'),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

/** The Analytics tab's range: whole days in the business time zone, both ends included. */
export const analyticsQuery = z.object({
  from: optionalIsoDate(),
  to: optionalIsoDate(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The longest range one report covers. */
export const ANALYTICS_MAX_DAYS = 366;

export const funnelSteps = [
  'visit',
  'quote_started',
  'lead',
  'paid',
  'revealed',
  'awarded',
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const analyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  visitsPerDay: z.array(z.object({ day: z.string(), visits: z.number() })),
  /** Every week (starting Monday) that overlaps the range; counts only inside the range. */
  weeks: z.array(
    z.object({
      week: z.string(),
      direct: z.number(),
      repQr: z.number(),
      paymentLink: z.number(),
      revenueCents: z.number(),
    }),
  ),
  /** Each step's count in the range and its share of the step before, in percent. */
  funnel: z.array(
    z.object({
      step: z.enum(funnelSteps),
      count: z.number(),
      conversionPercent: z.nullable(z.number()),
    }),
  ),
  checkoutsStarted: z.number(),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
