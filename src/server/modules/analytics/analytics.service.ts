import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  type AnalyticsReport,
  type FunnelStep,
} from '#shared/schemas/analytics.ts';
import { dayIn, nextDay, zonedTime } from '../../business-time.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { badRequest } from '../../errors.ts';
import {
  eventCounts,
  leadsPerWeek,
  revenuePerWeek,
  rollUpPageViews,
  visitsPerDay,
  type ReportRange,
} from './analytics.queries.ts';

export type AnalyticsDeps = {
  db: Db;
  clock: Clock;
  businessTimeZone: string;
  reference: ReferenceData;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday on or before `day` (weeks start on Monday, like PostgreSQL's date_trunc). */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export const DEFAULT_DAYS = 30;

/** The days asked for: by default the last 30 days up to today, in the business time zone. */
function reportDays(query: AnalyticsQuery, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) {
    throw badRequest('Please correct the highlighted fields', {
      to: 'The end date must be on or after the start date',
    });
  }
  if (days > ANALYTICS_MAX_DAYS) {
    throw badRequest('Please correct the highlighted fields', {
      from: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days`,
    });
  }
  return { from, to, days };
}

const percent = (count: number, previous: number | undefined) =>
  previous === undefined || previous === 0 ? null : Math.round((count / previous) * 1000) / 10;

/**
 * The Analytics tab (issue #12): visits per day, leads per week by source, revenue per week and
 * the funnel, each aggregated in SQL over the range; this only fills in the empty days and weeks.
 * Funnel steps are counts of what happened in the range, not one cohort followed through.
 */
export async function analyticsReportFor(
  deps: AnalyticsDeps,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const timeZone = deps.businessTimeZone;
  const { from, to, days } = reportDays(query, dayIn(timeZone, deps.clock.now()));
  const dayList = Array.from({ length: days }, (_, i) => addDays(from, i));
  const weekList: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weekList.push(week);
  const range: ReportRange = {
    start: zonedTime(timeZone, from),
    end: zonedTime(timeZone, nextDay(to)),
    dayStarts: dayList.map((day) => zonedTime(timeZone, day)),
    // The first week starts with the range, not on its Monday.
    weekStarts: weekList.map((week, i) => zonedTime(timeZone, i === 0 ? from : week)),
  };
  const mark = await rollUpPageViews(deps.db, deps.clock.now());
  const [visitRows, leadRows, revenueRows, events, prices] = await Promise.all([
    visitsPerDay(deps.db, range, mark),
    leadsPerWeek(deps.db, range),
    revenuePerWeek(deps.db, range),
    eventCounts(deps.db, range),
    deps.reference.prices(),
  ]);

  // SQL's buckets count from 1.
  const visitsOf = new Map(visitRows.map((row) => [Number(row.bucket) - 1, Number(row.visits)]));
  const visitsPerDayList = dayList.map((day, i) => ({ day, visits: visitsOf.get(i) ?? 0 }));
  const leadsOf = new Map(leadRows.map((row) => [Number(row.bucket) - 1, row]));
  const revenueOf = new Map(revenueRows.map((row) => [Number(row.bucket) - 1, row.revenueCents]));
  const weeks = weekList.map((week, i) => {
    const leads = leadsOf.get(i);
    return {
      week,
      direct: Number(leads?.direct ?? 0),
      repQr: Number(leads?.repQr ?? 0),
      paymentLink: Number(leads?.paymentLink ?? 0),
      revenueCents: Number(revenueOf.get(i) ?? 0),
    };
  });

  const counts: Record<FunnelStep, number> = {
    visit: visitsPerDayList.reduce((sum, row) => sum + row.visits, 0),
    quote_started: events.quote_started,
    lead: weeks.reduce((sum, row) => sum + row.direct + row.repQr + row.paymentLink, 0),
    paid: events.paid,
    revealed: events.revealed,
    awarded: events.awarded,
  };
  const steps: FunnelStep[] = ['visit', 'quote_started', 'lead', 'paid', 'revealed', 'awarded'];
  const funnel = steps.map((step, i) => ({
    step,
    count: counts[step],
    conversionPercent: percent(counts[step], i === 0 ? undefined : counts[steps[i - 1]!]),
  }));

  return {
    from,
    to,
    timeZone,
    currency: prices.currency,
    visitsPerDay: visitsPerDayList,
    weeks,
    funnel,
    checkoutsStarted: events.checkout_started,
  };
}
