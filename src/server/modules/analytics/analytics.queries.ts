import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/audit.ts';

/** The events a browser reports, each with a daily ceiling of its own. */
export type BrowserEvent = 'page_view' | 'quote_started';

/**
 * Claims a place among the UTC day's `ceiling` events of this kind and stores the row only if it
 * got one, in one statement: the upsert on the day's counter row is the claim (concurrent claims
 * wait for each other on that row), so two at once never both take the last place. `store` is an
 * insert reading `claim`; every event is counted, stored or not. Returns the count with this one.
 */
async function storeWithinCeiling(
  db: Db,
  event: BrowserEvent,
  at: Date,
  ceiling: number,
  store: (admitted: SQL) => SQL,
) {
  const day = at.toISOString().slice(0, 10);
  const admitted = sql`from claim where claim.received <= ${ceiling}`;
  const [row] = await queryRows<{ received: number }>(
    db,
    sql`with claim as (
          insert into analytics_daily_counts (day, event, received)
          values (${day}::date, ${event}, 1)
          on conflict (day, event)
            do update set received = analytics_daily_counts.received + 1
          returning received
        ), stored as (${store(admitted)})
        select received from claim`,
  );
  return Number(row!.received);
}

export type StoredPageView = { path: string; title: string; referrer?: string | undefined };

export function insertPageView(db: Db, view: StoredPageView, at: Date, ceiling: number) {
  return storeWithinCeiling(
    db,
    'page_view',
    at,
    ceiling,
    (admitted) =>
      sql`insert into page_views (path, title, referrer, created_at)
          select ${view.path}, ${view.title}, ${view.referrer ?? null}, ${at.toISOString()}::timestamptz
          ${admitted}`,
  );
}

/** quote_started once per visit: a repeat of the visit's key is ignored (and still counted). */
export function insertQuoteStarted(db: Db, visitId: string, at: Date, ceiling: number) {
  return storeWithinCeiling(
    db,
    'quote_started',
    at,
    ceiling,
    (admitted) =>
      sql`insert into analytics_events (name, dedupe_key, occurred_at)
          select 'quote_started', ${`quote_started:${visitId}`}, ${at.toISOString()}::timestamptz
          ${admitted}
          on conflict do nothing`,
  );
}

/**
 * Deletes page views counted into page_view_counts before `before` (the report reads the counts
 * there, so no figure changes), and daily counters of days before it.
 */
export async function deleteCountedPageViews(db: Db, before: Date, mark: string) {
  await db.execute(
    sql`delete from page_views
        where created_at < least(${before.toISOString()}::timestamptz, ${mark}::timestamptz)`,
  );
  await db.execute(
    sql`delete from analytics_daily_counts where day < ${before.toISOString().slice(0, 10)}::date`,
  );
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

const QUARTER_S = 900;
// A page view is stamped before its insert commits: a quarter is rolled up only this long after
// it ended, so a slow insert still lands in a quarter that has not been counted yet.
const ROLLUP_GRACE_MS = 5 * 60_000;

/**
 * Counts the page views of every quarter hour that ended before `now` (less the grace) and is not
 * counted yet into page_view_counts, and moves the mark. One instance at a time (the mark's row
 * is locked); another that finds it locked leaves it. Returns the mark: page views before it are
 * in page_view_counts, the ones after it only in page_views.
 */
export async function rollUpPageViews(db: Db, now: Date): Promise<string> {
  const targetMs =
    Math.floor((now.getTime() - ROLLUP_GRACE_MS) / (QUARTER_S * 1000)) * QUARTER_S * 1000;
  const target = new Date(targetMs).toISOString();
  const markOf = async (tx: Db, lock = false) => {
    const [row] = await queryRows<{ until: string; ms: number }>(
      tx,
      sql`select until::text as until, extract(epoch from until)::float8 * 1000 as ms
          from analytics_rollups where name = 'page_views'
          ${lock ? sql`for update skip locked` : sql``}`,
    );
    return row && { until: row.until, done: Number(row.ms) >= targetMs };
  };
  // Nearly always: counted up to the last quarter already, and nothing to lock.
  const current = await markOf(db);
  if (current?.done) return current.until;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into analytics_rollups (name, until) values ('page_views', '-infinity')
          on conflict (name) do nothing`,
    );
    const locked = await markOf(tx, true);
    if (!locked) return (await markOf(tx))?.until ?? '-infinity';
    if (locked.done) return locked.until;
    await tx.execute(
      sql`insert into page_view_counts (bucket_start, views)
          select to_timestamp(floor(extract(epoch from created_at) / 900) * 900), count(*)::int
          from page_views
          where created_at >= ${locked.until}::timestamptz and created_at < ${target}::timestamptz
          group by 1
          on conflict (bucket_start)
            do update set views = page_view_counts.views + excluded.views`,
    );
    await tx.execute(
      sql`update analytics_rollups set until = ${target}::timestamptz where name = 'page_views'`,
    );
    return target;
  });
}

/**
 * Page views per day of the range (`bucket` 1 is its first day): the rolled-up quarters before
 * the mark, the rows themselves after it (page_views_created_idx). The mark is a parameter, so
 * both index ranges are known when the query is planned.
 */
export function visitsPerDay(db: Db, range: ReportRange, mark: string) {
  const { start, end } = bounds(range);
  const days = instants(range.dayStarts);
  return queryRows<{ bucket: number; visits: number }>(
    db,
    sql`select width_bucket(at, ${days}) as bucket, sum(n)::int as visits
        from (
          select bucket_start as at, views as n
          from page_view_counts
          where bucket_start >= ${start}::timestamptz
            and bucket_start < least(${end}::timestamptz, ${mark}::timestamptz)
          union all
          select created_at, 1
          from page_views
          where created_at >= greatest(${start}::timestamptz, ${mark}::timestamptz)
            and created_at < ${end}::timestamptz
        ) views
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
              -- One hash of the offered leads, not one index probe per lead.
              when c.id in (select o.contact_submission_id from payment_offers o)
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
