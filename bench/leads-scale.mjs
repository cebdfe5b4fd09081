// `npm run bench:leads`: the admin leads list and stat cards with 1,000,000 leads in PostgreSQL
// (orders for 10% of them). Seeds a fresh database in SQL, starts the production build on it,
// signs in as an admin, then times each query shape over HTTP, one request at a time, and writes
// p50/p95/p99 into bench/README.md. Target: p95 under 50 ms for each.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_LEADS (default
// 1000000); BENCH_KEEP=1 keeps the seeded database (its name is printed) and BENCH_REUSE=<name>
// measures an existing one. A measurement, not a test: it exits 0 when a target is missed.
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

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PORT = 5083;
const TARGET_P95_MS = 50;
const loadAtStart = os.loadavg()[0];

/** p50/p95/p99 of one request shape, and the figure its answer counts. */
async function time(cookie, url) {
  const { body, ...percentiles } = await timeGet(PORT, url, { cookie, samples: SAMPLES });
  return { ...percentiles, total: body.total ?? body.totalLeads };
}

/**
 * A million leads in a few set-based INSERTs: names, e-mails and phones vary, dates spread over
 * two years, statuses and project types cycle. Every tenth lead became a customer with an order.
 */
async function seed(url) {
  await withClient(url, async (c) => {
    const started = Date.now();
    for (let from = 1; from <= LEADS; from += 250_000) {
      const to = Math.min(LEADS, from + 249_999);
      await c.query(`
        insert into contact_submissions (name, phone, email, address, date, country, province, postal_code, budget,
          project_type, roof_material, property_type, roof_age, urgency, message, final_price_cents, lead_status,
          submitted_at, next_follow_up_at, checkout_attempts)
        select
          (array['Emma','Liam','Olivia','Noah','Ava','Lucas','Mia','Ethan','Chloe','Owen','Sophie','Jack','Harper','Logan','Grace'])[1 + i % 15]
            || ' ' || (array['Tremblay','Martin','Roy','Wilson','MacDonald','Taylor','Campbell','Anderson','Jones','Leblanc','Brown','Singh','Nguyen','Chen','Young','Hall','Wright'])[1 + (i / 15) % 17],
          '(' || (array['403','587','780','825'])[1 + i % 4] || ') ' || lpad(((i::bigint * 7919) % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
          lower((array['Emma','Liam','Olivia','Noah','Ava','Lucas','Mia','Ethan','Chloe','Owen','Sophie','Jack','Harper','Logan','Grace'])[1 + i % 15])
            || '.' || lower((array['Tremblay','Martin','Roy','Wilson','MacDonald','Taylor','Campbell','Anderson','Jones','Leblanc','Brown','Singh','Nguyen','Chen','Young','Hall','Wright'])[1 + (i / 15) % 17])
            || i || '@' || (array['gmail.com','outlook.com','shaw.ca','telus.net','yahoo.ca','icloud.com'])[1 + i % 6],
          (100 + i % 9000) || ' Elbow Dr SW, Calgary',
          date '2026-01-01' + (i % 300),
          'Canada', 'Alberta', 'T2P 1J9',
          (array['under-5k','5k-10k','10k-20k','20k-plus','not-sure'])[1 + i % 5],
          (array['new-installation','replacement','repair','inspection','emergency-service'])[1 + i % 5],
          (array['asphalt','metal','tile','wood','slate','rubber','not-sure'])[1 + i % 7],
          'single-family', '16-20',
          (array['emergency','within-week','within-month','planning-ahead'])[1 + i % 4],
          case when i % 3 = 0 then 'Leak above the garage' end,
          9999,
          (array['new','contacted','qualified','proposal_sent','negotiating','won','lost','nurturing'])[1 + i % 8]::lead_status,
          timestamptz '2026-11-21 12:00:00+00' - ((i % 730) || ' days')::interval - ((i % 86400) || ' seconds')::interval,
          case when i % 9 = 0 then timestamptz '2026-11-21 12:00:00+00' + ((i % 15 - 7) || ' days')::interval end,
          i % 3
        from generate_series(${from}, ${to}) as i`);
      console.log(
        `  leads ${to.toLocaleString()} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await c.query(`
      insert into customers (email, first_name, last_name, account_setup)
      select email, split_part(name, ' ', 1), split_part(name, ' ', 2), false
      from contact_submissions where (regexp_replace(email, '[^0-9]', '', 'g'))::bigint % 10 = 0`);
    await c.query(`
      insert into orders (customer_id, contact_submission_id, order_number, total_amount_cents, status, payment_method,
        order_data, paid_at, created_at)
      select cu.id, cs.id, 'RB-' || nextval('order_number_seq'), 9999, 'confirmed', 'Stripe',
        jsonb_build_object('customerEmail', cs.email, 'customerName', cs.name, 'paidViaStripe', true,
          'projectType', cs.project_type, 'budget', cs.budget, 'urgency', cs.urgency, 'submissionId', cs.id),
        cs.submitted_at + interval '1 hour', cs.submitted_at + interval '1 hour'
      from customers cu join contact_submissions cs on cs.email = cu.email`);
    await c.query(`update contact_submissions cs set converted_at = o.created_at
      from orders o where o.contact_submission_id = cs.id`);
    await c.query('vacuum analyze');
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  });
}

const shapes = [
  ['first page, no filter', '/api/admin/contact-submissions?page=1&pageSize=25'],
  ['search by full name', '/api/admin/contact-submissions?search=Olivia%20Tremblay'],
  ['search by surname (common, capped count)', '/api/admin/contact-submissions?search=Chen'],
  ['search by e-mail', '/api/admin/contact-submissions?search=tremblay77777%40'],
  ['search by phone digits', '/api/admin/contact-submissions?search=4035551234'],
  [
    'filter project type + status',
    '/api/admin/contact-submissions?projectType=repair&leadStatus=qualified',
  ],
  [
    'search + filter',
    '/api/admin/contact-submissions?search=Chen&projectType=replacement&leadStatus=won',
  ],
  ['stat cards', '/api/admin/contact-submissions/stats'],
];

function writeReadme(rows, leadCount) {
  const fmt = (ms) => ms.toFixed(1);
  const table = rows
    .map(
      ([label, url, r]) =>
        `| ${label} | \`${url.replace('/api/admin/contact-submissions', '…')}\` | ${r.total?.toLocaleString?.() ?? ''} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${passFail(r.p95 < TARGET_P95_MS)} |`,
    )
    .join('\n');
  writeReadmeSection(
    'leads-scale',
    `## Admin leads at scale (PostgreSQL)

\`\`\`sh
npm run bench:leads
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1.
- ${leadCount.toLocaleString()} leads (orders for 10% of them), seeded in SQL; the production build; an admin
  session; ${SAMPLES} requests per shape, one at a time, over HTTP (the whole stack: session check,
  validation, SQL, the lead score, JSON). Counts stop at 1,000 ("1,000+").
- Target: p95 under ${TARGET_P95_MS} ms for each.

| query | URL | total | p50 ms | p95 ms | p99 ms | target |
|---|---|---:|---:|---:|---:|---|
${table}`,
  );
}

async function main() {
  await withSeededApp(
    { port: PORT, prefix: 'leads', what: `${LEADS.toLocaleString()} leads`, seed },
    async ({ databaseUrl, cookie }) => {
      const results = [];
      for (const [label, url] of shapes) {
        const r = await time(cookie, url);
        console.log(
          `${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
        );
        results.push([label, url, r]);
      }
      writeReadme(results, await countRows(databaseUrl, 'contact_submissions'));
    },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
