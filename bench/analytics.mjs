// `npm run bench:analytics`: GET /api/admin/analytics (the admin Analytics tab: visits per day,
// leads per week by source, the funnel, revenue per week) with 1,000,000 page views in
// PostgreSQL. Seeds a fresh database in SQL, starts the production build on it, signs in as an
// admin, times the default range (the last 30 days) and longer ones over HTTP, one request at a
// time, and writes p50/p95/p99 into bench/README.md. Target: p95 ≤ 100 ms for the default range.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_PAGE_VIEWS
// (default 1000000); BENCH_KEEP=1 keeps the seeded database (its name is printed) and
// BENCH_REUSE=<name> measures an existing one. A measurement, not a test: it exits 0 when a target
// is missed.
import os from 'node:os';
import {
  countRows,
  machineLine,
  passFail,
  timeGet,
  withClient,
  withSeededApp,
  writeReadmeSection,
} from './lib.mjs';

const VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PORT = 5086;
const TARGET_P95_MS = 100;

/** p50/p95/p99 of one range, and the visits its funnel starts with. */
async function time(cookie, url) {
  const { body, ...percentiles } = await timeGet(PORT, url, { cookie, samples: SAMPLES });
  return { ...percentiles, visits: body.funnel[0].count };
}

const loadAtStart = os.loadavg()[0];

/**
 * Page views spread evenly over the last 365 days (about 2,700 a day, 82,000 in 30 days), 40,000
 * quote requests (10% through a rep's QR code, 5% with a staff payment link) and the funnel's
 * events over the same year, in the shape the app writes them.
 */
async function seed(url) {
  await withClient(url, async (c) => {
    const started = Date.now();
    await c.query(`
      insert into page_views (path, title, created_at)
      select (array['/','/get-quote','/faq','/reviews','/services'])[1 + i % 5], 'RoofBid',
        now() - (((i::bigint * 7919) % 31536000) || ' seconds')::interval
      from generate_series(1, ${VIEWS}) as i`);
    await c.query(`
      insert into sales_people (name, email)
      select 'Rep ' || i, 'rep' || i || '@roofbid.ca' from generate_series(1, 12) as i`);
    await c.query(`
      with reps as (select array_agg(id) as ids from sales_people)
      insert into contact_submissions (name, phone, email, address, date, country, province, postal_code, budget,
        final_price_cents, referred_by_sales_person_id, submitted_at)
      select 'Homeowner ' || i, '(403) 555-' || lpad((i % 10000)::text, 4, '0'), 'homeowner' || i || '@example.com',
        (100 + i % 9000) || ' Elbow Dr SW, Calgary', date '2026-01-01' + (i % 300), 'Canada', 'Alberta',
        'T2P 1J9', '10k-20k', 9999,
        case when i % 10 = 0 then reps.ids[1 + i % 12] end,
        now() - (((i::bigint * 104729) % 31536000) || ' seconds')::interval
      from generate_series(1, 40000) as i, reps`);
    await c.query(`
      insert into payment_offers (contact_submission_id, amount_cents)
      select id, 8999 from contact_submissions where referred_by_sales_person_id is null and random() < 0.05`);
    await c.query(`
      insert into analytics_events (name, amount_cents, occurred_at)
      select e.name, case when e.name = 'paid' then 9999 end,
        now() - (((i::bigint * 7907) % 31536000) || ' seconds')::interval
      from (values ('quote_started', 120000), ('checkout_started', 30000), ('paid', 16000),
        ('revealed', 5000), ('awarded', 3500)) as e(name, n),
        generate_series(1, e.n) as i`);
    await c.query('vacuum analyze');
    console.log(
      `Seeded ${VIEWS.toLocaleString()} page views in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  });
}

const day = (at) => at.toISOString().slice(0, 10);

function shapes() {
  const today = new Date();
  const ago = (days) => day(new Date(today.getTime() - days * 86_400_000));
  return [
    ['last 30 days (default)', '/api/admin/analytics', true],
    ['last 90 days', `/api/admin/analytics?from=${ago(89)}`, false],
    ['last 366 days (the longest range)', `/api/admin/analytics?from=${ago(364)}`, false],
  ];
}

function writeReadme(rows, viewCount, firstMs) {
  const fmt = (ms) => ms.toFixed(1);
  const table = rows
    .map(
      ([label, url, target, r]) =>
        `| ${label} | \`${url.replace(/\d{4}-\d{2}-\d{2}/, 'YYYY-MM-DD')}\` | ${r.visits.toLocaleString()} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${target ? passFail(r.p95 <= TARGET_P95_MS) : '—'} |`,
    )
    .join('\n');
  writeReadmeSection(
    'analytics',
    `## Analytics tab at scale (PostgreSQL)

\`\`\`sh
npm run bench:analytics
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1.
- ${viewCount.toLocaleString()} page views spread evenly over the last 365 days (about 82,000 in the default 30
  days), 40,000 quote requests (10% by a rep's QR code, about 5% of the rest with a payment link)
  and 174,500 funnel events over the same year, seeded in SQL; the production build; an admin
  session; ${SAMPLES} requests per range, one at a time, over HTTP (session check, validation, SQL,
  JSON). "visits" is the funnel's first step for the range.
- Plans: visits are the quarter-hour counts of \`page_view_counts\` (rolled up from page_views
  once a quarter is over, by the report itself) plus the few rows after the rollup mark, on
  \`page_views_created_idx\`; leads one range of \`contact_submissions_submitted_at_idx\`; events one
  range of \`analytics_events_name_at_idx\` per name; days and weeks by \`width_bucket\` over their
  start instants. The first report after the seeding rolled up all ${viewCount.toLocaleString()} page views in
  ${firstMs.toFixed(0)} ms (once; later reports roll up at most the last quarter hour).
- Target: p95 ≤ ${TARGET_P95_MS} ms for the default range (the last 30 days); the longer ranges are recorded.

| range | URL | visits | p50 ms | p95 ms | p99 ms | target |
|---|---|---:|---:|---:|---:|---|
${table}`,
  );
}

async function main() {
  await withSeededApp(
    { port: PORT, prefix: 'analytics', what: `${VIEWS.toLocaleString()} page views`, seed },
    async ({ databaseUrl, cookie }) => {
      // The first report counts every quarter hour not rolled up yet: after the seeding, the year.
      const firstStarted = performance.now();
      const first = await fetch(`http://127.0.0.1:${PORT}/api/admin/analytics`, {
        headers: { cookie },
      });
      if (!first.ok) throw new Error(`first report: ${first.status}`);
      const firstMs = performance.now() - firstStarted;
      console.log(`first report (rolls up the page views seeded): ${firstMs.toFixed(0)} ms`);
      const results = [];
      for (const [label, url, target] of shapes()) {
        const r = await time(cookie, url);
        console.log(
          `${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
            (target
              ? ` (target p95 ≤ ${TARGET_P95_MS} ms: ${passFail(r.p95 <= TARGET_P95_MS)})`
              : ''),
        );
        results.push([label, url, target, r]);
      }
      writeReadme(results, await countRows(databaseUrl, 'page_views'), firstMs);
    },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
