import { sql } from 'drizzle-orm';
import type { PageViewInput } from '#shared/schemas/analytics.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { analyticsEvents, pageViews } from '../../db/schema/audit.ts';

export async function insertPageView(db: Db, view: PageViewInput, at: Date) {
  await db.insert(pageViews).values({ ...view, createdAt: at });
}

export const storedEventNames = [
  'quote_started',
  'checkout_started',
  'paid',
  'revealed',
  'awarded',
] as const;
export type StoredEventName = (typeof storedEventNames)[number];

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert & { name: StoredEventName };

/**
 * Records a funnel event in the caller's transaction. An event with a dedupe key is stored once:
 * a repeat (a webhook delivered twice, a retried request) is ignored.
 */
export async function recordAnalyticsEvent(db: Db, event: AnalyticsEvent) {
  await db.insert(analyticsEvents).values(event).onConflictDoNothing();
}

/**
 * A report's range, [start, end), and the instants its days and weeks start (the first ones at
 * `start`). The server computes those in the business time zone (business-time.ts) and SQL
 * only sorts rows into them: PGlite's and PostgreSQL's time zone data disagree on some dates.
 */
export type ReportRange = { start: Date; end: Date; dayStarts: Date[]; weekStarts: Date[] };

const bounds = (range: ReportRange) => ({
  start: range.start.toISOString(),
  end: range.end.toISOString(),
});

/** A timestamptz[] parameter (a literal: both drivers pass it as text). */
const instants = (list: Date[]) =>
  sql`${`{${list.map((at) => at.toISOString()).join(',')}}`}::timestamptz[]`;

/** Page views per day of the range: `bucket` 1 is its first day (page_views_created_idx). */
export function visitsPerDay(db: Db, range: ReportRange) {
  const { start, end } = bounds(range);
  return queryRows<{ bucket: number; visits: number }>(
    db,
    sql`select width_bucket(created_at, ${instants(range.dayStarts)}) as bucket,
          count(*)::int as visits
        from page_views
        where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1`,
  );
}

/**
 * Quote requests per week of the range by how they came: a rep's QR link (the referral resolved
 * to a sales person), a staff payment link (the lead has a payment offer), or directly.
 */
export function leadsPerWeek(db: Db, range: ReportRange) {
  const { start, end } = bounds(range);
  return queryRows<{ bucket: number; direct: number; repQr: number; paymentLink: number }>(
    db,
    sql`select bucket,
          count(*) filter (where source = 'direct')::int as "direct",
          count(*) filter (where source = 'rep_qr')::int as "repQr",
          count(*) filter (where source = 'payment_link')::int as "paymentLink"
        from (
          select width_bucket(c.submitted_at, ${instants(range.weekStarts)}) as bucket,
            case
              when c.referred_by_sales_person_id is not null then 'rep_qr'
              when exists (select 1 from payment_offers o where o.contact_submission_id = c.id)
                then 'payment_link'
              else 'direct'
            end as source
          from contact_submissions c
          where c.submitted_at >= ${start}::timestamptz and c.submitted_at < ${end}::timestamptz
        ) leads
        group by bucket`,
  );
}

/** Publishing fees paid per week of the range (paid events; later refunds not subtracted). */
export function revenuePerWeek(db: Db, range: ReportRange) {
  const { start, end } = bounds(range);
  return queryRows<{ bucket: number; revenueCents: number }>(
    db,
    sql`select width_bucket(occurred_at, ${instants(range.weekStarts)}) as bucket,
          sum(amount_cents)::float8 as "revenueCents"
        from analytics_events
        where name = 'paid' and occurred_at >= ${start}::timestamptz
          and occurred_at < ${end}::timestamptz
        group by 1`,
  );
}

/**
 * How many of each stored event happened in the range: one index range each on
 * analytics_events_name_at_idx. (Visits and leads come from the per-day and per-week figures.)
 */
export async function eventCounts(db: Db, range: ReportRange) {
  const { start, end } = bounds(range);
  const [row] = await queryRows<Record<StoredEventName, number>>(
    db,
    sql`select ${sql.join(
      storedEventNames.map(
        (name) =>
          sql`(select count(*) from analytics_events where name = ${name}
            and occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz)::int
            as ${sql.identifier(name)}`,
      ),
      sql`, `,
    )}`,
  );
  return row!;
}
