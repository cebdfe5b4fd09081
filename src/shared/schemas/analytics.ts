import * as z from 'zod/mini';
import {
  PAGE_VIEW_LOCATION_MAX,
  PAGE_VIEW_PATH_MAX,
  PAGE_VIEW_REFERRER_MAX,
  PAGE_VIEW_TITLE_MAX,
} from '../constants/analytics.ts';
import { noControlCharacters, optionalIsoDate } from './common.ts';
import { numbers, strings } from './fields.ts';

/**
 * The page_view event (SPEC.md §2): path, location and page title, and where the visitor came
 * from. The server keeps the path without its query or fragment and the referrer's host; the
 * location is checked, not kept (docs/decisions/analytics.md).
 */
export const pageViewInput = z.object({
  path: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(PAGE_VIEW_PATH_MAX),
      z.startsWith('/', 'Path must start with /'),
      noControlCharacters(),
      z.meta({ examples: ['/get-quote'] }),
    ),
  location: z
    .url()
    .check(
      z.maxLength(PAGE_VIEW_LOCATION_MAX),
      noControlCharacters(),
      z.meta({ format: 'uri', examples: ['https://roofbid.ca/get-quote'] }),
    ),
  title: z.string().check(z.maxLength(PAGE_VIEW_TITLE_MAX), noControlCharacters()),
  /** The referring page's host (`www.google.com`, `[::1]:5000`), never its address. */
  referrer: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(PAGE_VIEW_REFERRER_MAX),
        z.regex(/^[a-z0-9.:[\]-]+$/i, 'Referrer must be a host name, such as www.example.com'),
      ),
  ),
});
export type PageViewInput = z.infer<typeof pageViewInput>;

/** What the browser may report itself; everything else the server records (issue #12). */
export const browserAnalyticsEvents = ['quote_started'] as const;
export const analyticsEventInput = z.strictObject({
  name: z.enum(browserAnalyticsEvents, 'Unknown event'),
  /**
   * The visit (one load of the app in a tab, a random id the browser keeps in memory): an event
   * is stored once per visit, however often it is sent.
   */
  visitId: z
    .string('Visit id is required')
    .check(
      z.regex(/^[0-9a-f]{32}$/, 'Visit id must be 32 hexadecimal characters'),
      z.meta({ examples: ['0123456789abcdef0123456789abcdef'] }),
    ),
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
  ...strings('from', 'to', 'timeZone', 'currency'),
  /** Every day of the range, oldest first, zeros included. */
  visitsPerDay: z.array(z.object({ day: z.string(), visits: z.number() })),
  /** Every week (starting Monday) that overlaps the range; counts only inside the range. */
  weeks: z.array(
    z.object({
      week: z.string(),
      ...numbers('direct', 'repQr', 'paymentLink', 'revenueCents'),
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
