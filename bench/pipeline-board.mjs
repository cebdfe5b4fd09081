// `npm run bench:pipeline`: GET /api/lead-pipeline (the board: stat cards, columns with counts
// and values, the first cards) and its other shapes with 100,000 pipeline leads in PostgreSQL.
// Seeds a fresh database in SQL, starts the production build on it, signs in as an admin who is
// also a sales person, then times each shape over HTTP, one request at a time, and writes
// p50/p95/p99 into bench/README.md. Target: p95 under 50 ms for the board.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_PIPELINE_LEADS
// (default 100000); BENCH_KEEP=1 keeps the seeded database (its name is printed) and
// BENCH_REUSE=<name> measures an existing one. A measurement, not a test: it exits 0 when a target
// is missed.
import os from 'node:os';
import {
  benchAdmin,
  countRows,
  machineLine,
  passFail,
  timeGet,
  withClient,
  withSeededApp,
  writeReadmeSection,
} from './lib.mjs';

const LEADS = Number(process.env.BENCH_PIPELINE_LEADS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PORT = 5084;
const TARGET_P95_MS = 50;

/** p50/p95/p99 of one request shape, and the figure its answer counts. */
async function time(cookie, url) {
  const { body, ...percentiles } = await timeGet(PORT, url, { cookie, samples: SAMPLES });
  return {
    ...percentiles,
    total: body.stats?.totalLeads ?? body.cards?.length ?? body.wonCount ?? body.overdue?.length,
  };
}

const loadAtStart = os.loadavg()[0];

/**
 * 100,000 submissions, each in the pipeline: 24 sales people (the bench admin is one of them),
 * leads over the seeded statuses (70% open, 15% won, 15% lost), values up to $40,000, follow-ups
 * and expected close dates around "now", updated over the last year.
 */
async function seed(url) {
  await withClient(url, async (c) => {
    const started = Date.now();
    await c.query(`
      insert into sales_people (name, email, staff_user_id)
      select 'Bench Admin', '${benchAdmin.email}', id from staff_users where email = '${benchAdmin.email}'`);
    await c.query(`
      insert into sales_people (name, email, is_active)
      select 'Rep ' || i, 'rep' || i || '@roofbid.ca', i % 12 <> 0 from generate_series(1, 23) as i`);
    await c.query(`
      insert into contact_submissions (name, phone, email, address, date, country, province, postal_code, budget,
        project_type, final_price_cents, submitted_at)
      select
        (array['Emma','Liam','Olivia','Noah','Ava','Lucas','Mia','Ethan','Chloe','Owen','Sophie','Jack','Harper','Logan','Grace'])[1 + i % 15]
          || ' ' || (array['Tremblay','Martin','Roy','Wilson','MacDonald','Taylor','Campbell','Anderson','Jones','Leblanc','Brown','Singh','Nguyen','Chen','Young','Hall','Wright'])[1 + (i / 15) % 17],
        '(' || (array['403','587','780','825'])[1 + i % 4] || ') ' || lpad(((i::bigint * 7919) % 1000)::text, 3, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
        'homeowner' || i || '@example.com',
        (100 + i % 9000) || ' Elbow Dr SW, Calgary',
        date '2026-01-01' + (i % 300),
        'Canada', 'Alberta', 'T2P 1J9', '10k-20k',
        (array['new-installation','replacement','repair','inspection','emergency-service'])[1 + i % 5],
        9999,
        timestamptz '2026-11-21 12:00:00+00' - ((i % 365) || ' days')::interval
      from generate_series(1, ${LEADS}) as i`);
    await c.query(`
      with reps as (select array_agg(id order by email) as ids from sales_people),
        statuses as (
          select array_agg(id order by "order" desc) filter (where category = 'active') as open,
            (array_agg(id) filter (where category = 'won'))[1] as won,
            (array_agg(id) filter (where category = 'lost'))[1] as lost
          from job_statuses),
        numbered as (select id, row_number() over (order by submitted_at, id) as i from contact_submissions)
      insert into lead_pipeline (contact_submission_id, assigned_sales_person_id, status_id, value_cents,
        probability, expected_close_date, next_follow_up_date, won_at, closed_at, lost_reason, updated_at, created_at)
      select n.id,
        reps.ids[1 + n.i % array_length(reps.ids, 1)],
        case when n.i % 20 < 14 then statuses.open[1 + n.i % array_length(statuses.open, 1)]
             when n.i % 20 < 17 then statuses.won else statuses.lost end,
        (n.i * 7919) % 4000000,
        (n.i * 31) % 101,
        date '2026-11-21' + ((n.i % 240) - 60)::int,
        case when n.i % 5 = 0 then timestamptz '2026-11-21 12:00:00+00' + ((n.i % 30 - 15) || ' days')::interval end,
        case when n.i % 20 between 14 and 16 then timestamptz '2026-11-21 12:00:00+00' - ((n.i % 300) || ' days')::interval end,
        case when n.i % 20 >= 14 then timestamptz '2026-11-21 12:00:00+00' - ((n.i % 300) || ' days')::interval end,
        case when n.i % 20 >= 17 then 'Went with another roofer' end,
        timestamptz '2026-11-21 12:00:00+00' - ((n.i % 525600) || ' minutes')::interval,
        timestamptz '2026-11-21 12:00:00+00' - ((n.i % 365) || ' days')::interval
      from numbered n, reps, statuses`);
    await c.query('vacuum analyze');
    console.log(
      `Seeded ${LEADS.toLocaleString()} pipeline leads in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  });
}

async function shapesFor(url, cookie) {
  return withClient(url, async (c) => {
    const { rows: reps } = await c.query(
      "select id from sales_people where email = 'rep5@roofbid.ca'",
    );
    const { rows: statuses } = await c.query(
      'select id from job_statuses where category = \'active\' order by "order" desc limit 1',
    );
    const board = await (
      await fetch(`http://127.0.0.1:${PORT}/api/lead-pipeline`, { headers: { cookie } })
    ).json();
    const cursor = board.columns[0].nextCursor;
    return [
      ['board, no filter', '/api/lead-pipeline', true],
      ['board, one sales person', `/api/lead-pipeline?salesPersonId=${reps[0].id}`, true],
      ['board, mine', '/api/lead-pipeline?mine=true', true],
      ['board, search by full name', '/api/lead-pipeline?search=Olivia%20Tremblay', true],
      ['board, search by e-mail', '/api/lead-pipeline?search=homeowner77777%40', true],
      ['column, next page', `/api/lead-pipeline?column=${statuses[0].id}&cursor=${cursor}`, true],
      ['list, by value', '/api/lead-pipeline?view=list&sort=value&direction=desc', false],
      [
        'list, by next follow-up',
        '/api/lead-pipeline?view=list&sort=nextFollowUpDate&direction=asc',
        false,
      ],
      ['follow-ups (mine)', '/api/pipeline/follow-ups', false],
      ['progress', '/api/pipeline/progress', false],
    ];
  });
}

function writeReadme(rows, leadCount) {
  const fmt = (ms) => ms.toFixed(1);
  const table = rows
    .map(
      ([label, url, board, r]) =>
        `| ${label} | \`${url.replace(/cursor=[^&]+/, 'cursor=…').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…')}\` | ${r.total?.toLocaleString?.() ?? ''} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${board ? passFail(r.p95 < TARGET_P95_MS) : '—'} |`,
    )
    .join('\n');
  writeReadmeSection(
    'pipeline-board',
    `## Pipeline board at scale (PostgreSQL)

\`\`\`sh
npm run bench:pipeline
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1.
- ${leadCount.toLocaleString()} pipeline leads (70% open, 15% won, 15% lost; 24 sales people), seeded in SQL; the
  production build; an admin session (the admin is also a sales person, for "mine"); ${SAMPLES} requests
  per shape, one at a time, over HTTP (session check, validation, SQL, JSON). "leads" is the Total
  Leads card (the cards on a column page, won projects for progress, overdue follow-ups).
- Plans (EXPLAIN ANALYZE on the seeded database): the stat cards and every column's count and
  value are one hash aggregate over lead_pipeline (about 20 ms of the board's time); each column's
  cards walk \`lead_pipeline_board_idx\` (status, updated_at desc, id desc), or
  \`lead_pipeline_rep_board_idx\` for one rep, and stop after 21 rows; a search finds the
  submissions on their trigram indexes first, then their pipeline rows by the unique index; the
  list sorts lead_pipeline alone (top-N) and joins only the page.
- Target: p95 under ${TARGET_P95_MS} ms for the board shapes (stat cards, every column's count and value,
  20 cards per column); the others are recorded.

| request | URL | leads | p50 ms | p95 ms | p99 ms | target |
|---|---|---:|---:|---:|---:|---|
${table}`,
  );
}

async function main() {
  await withSeededApp(
    { port: PORT, prefix: 'pipeline', what: `${LEADS.toLocaleString()} pipeline leads`, seed },
    async ({ databaseUrl, cookie }) => {
      const results = [];
      for (const [label, url, board] of await shapesFor(databaseUrl, cookie)) {
        const r = await time(cookie, url);
        console.log(
          `${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
        );
        results.push([label, url, board, r]);
      }
      writeReadme(results, await countRows(databaseUrl, 'lead_pipeline'));
    },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
