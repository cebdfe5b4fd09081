import { redactUrl } from '#shared/domain/redact-url.ts';
import type { PageViewInput } from '#shared/schemas/analytics.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteCountedPageViews,
  insertPageView,
  insertQuoteStarted,
  rollUpPageViews,
  type BrowserEvent,
} from './analytics.queries.ts';

const DAY_MS = 86_400_000;
/** How long a raw page view is kept; its count per quarter hour stays (page_view_counts). */
export const PAGE_VIEW_RETENTION_DAYS = 90;

/** Stored events of each kind a UTC day, from every address together (env.ts). */
export type AnalyticsCeilings = Record<BrowserEvent, number>;

/** Whether it was stored, and whether it was the first one the day's ceiling turned away. */
export type Intake = { stored: boolean; ceilingJustReached: boolean };

const intake = (received: number, ceiling: number): Intake => ({
  stored: received <= ceiling,
  ceilingJustReached: received === ceiling + 1,
});

/**
 * A page view as it is kept: the path without its query or fragment (campaign tags, one-time
 * tokens, e-mail addresses ride there) nor a checkout session in a segment; the location, a
 * whole address, not at all.
 */
export async function recordPageView(
  db: Db,
  view: PageViewInput,
  at: Date,
  ceilings: AnalyticsCeilings,
): Promise<Intake> {
  const query = view.path.search(/[?#]/);
  const path = redactUrl(query === -1 ? view.path : view.path.slice(0, query));
  const stored = { path, title: view.title, referrer: view.referrer };
  return intake(await insertPageView(db, stored, at, ceilings.page_view), ceilings.page_view);
}

export async function recordQuoteStarted(
  db: Db,
  visitId: string,
  at: Date,
  ceilings: AnalyticsCeilings,
): Promise<Intake> {
  const received = await insertQuoteStarted(db, visitId, at, ceilings.quote_started);
  return intake(received, ceilings.quote_started);
}

/**
 * Deletes raw page views older than the retention, counting them into page_view_counts first
 * (the roll-up the report also runs), so the Analytics tab shows the same figures after. A
 * page view the roll-up has not counted (another instance held it) waits for the next run.
 */
export async function deleteOldPageViews(db: Db, now: Date) {
  const mark = await rollUpPageViews(db, now);
  const before = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS);
  await deleteCountedPageViews(db, before, mark);
}
