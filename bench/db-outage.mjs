// `npm run bench:db-outage`: the production build while its PostgreSQL stops for 20 s under load
// (issue #25). A throwaway cluster (initdb in a temp folder, a spare port; as root it runs as the
// `postgres` OS user through runuser), quote requests at a fixed rate, /readyz every 200 ms; then
// `pg_ctl stop -m fast`, 20 s, `pg_ctl start`. Checks what a client and an operator see: /readyz
// turns 503 quickly and back to 200 quickly, requests meanwhile get a prompt 503 in the app's
// error body (no 500, no hang), every quote request answered 201 is in the database, and an
// e-mail queued after the restart is delivered (a real SMTP server on loopback).
// Exits non-zero when a target is missed.
import os from 'node:os';
import { benchLead, ensureBuild, machineLine, waitReady, withClient } from './lib.mjs';
import {
  atFixedRate,
  freePort,
  isErrorShape,
  nextAddress,
  seconds,
  sleep,
  smtpCapture,
  startLoggedApp,
  table,
  throwawayPostgres,
  timedRequest,
  runChecks,
  tally,
} from './outage-kit.mjs';

const RATE_PER_S = 20;
const BEFORE_MS = 10_000;
const OUTAGE_MS = 20_000;
// Long enough for the 30 s job (password-reset-leftovers) to run again after the restart.
const AFTER_MS = 32_000;
const TARGETS = { readyDownMs: 2_000, readyUpMs: 5_000, slowestMs: 10_000, mailMs: 15_000 };
const loadAtStart = os.loadavg()[0];

async function main() {
  ensureBuild();
  const pg = await throwawayPostgres();
  const smtp = await smtpCapture();
  const port = await freePort();
  const app = startLoggedApp(port, {
    DATABASE_URL: pg.url,
    SMTP_URL: smtp.url,
    CONTACT_MAX_PER_ADDRESS: '1000000',
    // The scheduler says at debug level that a job ran: how this run sees the jobs resume.
    LOG_LEVEL: 'debug',
  });
  await waitReady(port, app.child, { pollMs: 100 });
  const base = `http://127.0.0.1:${port}`;

  const ready = [];
  const poll = atFixedRate(200, async () => {
    ready.push(await timedRequest(`${base}/readyz`, {}, 5_000));
  });
  const quotes = [];
  const load = atFixedRate(1000 / RATE_PER_S, async () => {
    const lead = benchLead();
    const result = await timedRequest(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(lead),
    });
    quotes.push({ ...result, email: lead.email });
  });

  await sleep(BEFORE_MS);
  const stopIssued = performance.now();
  pg.stop('fast');
  const stopped = performance.now();
  console.log(
    `PostgreSQL stopped (pg_ctl took ${seconds(stopped - stopIssued)}); down for ${OUTAGE_MS / 1000} s`,
  );
  await sleep(OUTAGE_MS - (stopped - stopIssued));
  const startIssued = performance.now();
  pg.start();
  const started = performance.now();
  console.log(`PostgreSQL started again (pg_ctl took ${seconds(started - startIssued)})`);
  await sleep(AFTER_MS);
  await load.stop();

  // An e-mail queued after the restart: a signup link to an address with no quote request.
  const mailTo = `bench-after-${Date.now()}@example.com`;
  const mailQueued = performance.now();
  const signup = await timedRequest(`${base}/api/customer/signup-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: mailTo }),
  });
  let mailMs = Infinity;
  while (performance.now() - mailQueued < TARGETS.mailMs) {
    if (smtp.recipients.includes(mailTo)) {
      mailMs = performance.now() - mailQueued;
      break;
    }
    await sleep(50);
  }
  await poll.stop();

  const acknowledged = quotes.filter((q) => q.status === 201);
  const { stored, outboxStatus } = await withClient(pg.url, async (c) => ({
    stored: (
      await c.query('select count(*)::int as n from contact_submissions where id::text = any($1)', [
        acknowledged.map((q) => q.body.id),
      ])
    ).rows[0].n,
    outboxStatus: (await c.query('select status from email_outbox where to_address = $1', [mailTo]))
      .rows[0]?.status,
  }));

  // What the app answered while the database was down (and until it answered again).
  const during = quotes.filter((q) => q.sentAt >= stopIssued && q.sentAt < started);
  const failed = quotes.filter((q) => q.status === 0 || (q.status >= 500 && q.status !== 503));
  const badShape = quotes.filter((q) => q.status >= 400 && !isErrorShape(q.body));
  const slowest = Math.max(...quotes.map((q) => q.ms));
  const firstDown = ready.find((r) => r.sentAt >= stopIssued && r.status === 503);
  const readyDownMs = firstDown ? firstDown.sentAt + firstDown.ms - stopIssued : Infinity;
  const firstUp = ready.find((r) => r.sentAt >= started && r.status === 200);
  const readyUpMs = firstUp ? firstUp.sentAt + firstUp.ms - started : Infinity;
  const after = quotes.filter((q) => firstUp && q.sentAt >= firstUp.sentAt);
  const outageLogs = app.logs.filter((l) => l.at >= stopIssued && l.level >= 40);

  const jobsAfter = app.logs.filter(
    (l) => l.at >= started && l.msg === 'scheduled job' && l.outcome === 'ran',
  );
  const jobsFailed = app.logs.filter((l) => l.msg === 'scheduled job failed');
  const rows = [
    [
      '/readyz 503 after `pg_ctl stop -m fast` was issued',
      seconds(readyDownMs),
      `≤ ${seconds(TARGETS.readyDownMs)}`,
      readyDownMs <= TARGETS.readyDownMs,
    ],
    [
      `quote requests sent while down (${during.length})`,
      tally(during),
      'only 503',
      during.every((q) => q.status === 503),
    ],
    [
      '5xx other than 503, or no answer (whole run)',
      String(failed.length),
      '0',
      failed.length === 0,
    ],
    [
      'error answers not in `{ error: { code, message } }`',
      String(badShape.length),
      '0',
      badShape.length === 0,
    ],
    [
      'slowest quote request (whole run)',
      seconds(slowest),
      `≤ ${seconds(TARGETS.slowestMs)}`,
      slowest <= TARGETS.slowestMs,
    ],
    [
      '/readyz 200 after `pg_ctl start` returned',
      seconds(readyUpMs),
      `≤ ${seconds(TARGETS.readyUpMs)}`,
      readyUpMs <= TARGETS.readyUpMs,
    ],
    [
      `quote requests sent after /readyz was 200 again (${after.length})`,
      tally(after),
      'only 201',
      after.length > 0 && after.every((q) => q.status === 201),
    ],
    [
      'quote requests answered 201 that are in the database',
      `${stored} of ${acknowledged.length}`,
      'all',
      stored === acknowledged.length,
    ],
    [
      'e-mail queued after the restart, received by SMTP',
      `${seconds(mailMs)} (signup-link ${signup.status}, outbox ${outboxStatus ?? 'no row'})`,
      `≤ ${seconds(TARGETS.mailMs)}, sent`,
      mailMs <= TARGETS.mailMs && outboxStatus === 'sent',
    ],
    [
      'scheduled jobs that ran after the restart',
      jobsAfter.map((l) => l.job).join(', ') || 'none',
      'at least one',
      jobsAfter.length > 0,
    ],
    ['scheduled job runs that failed (whole run)', String(jobsFailed.length), 'reported', true],
  ];
  const logLines = tally(outageLogs, (l) => `"${l.msg}"`) || 'none';
  const body = `## PostgreSQL outage under load

\`\`\`sh
npm run bench:db-outage
\`\`\`

- ${machineLine(loadAtStart)}; a machine shared with other work, so times are noisy.
- A throwaway PostgreSQL 15 cluster (initdb in a temp folder, 127.0.0.1, a spare port; as root it
  runs as the \`postgres\` OS user through runuser), the production build on it (pool of 10), an
  SMTP server on loopback. ${RATE_PER_S} quote requests a second (each its own address and e-mail),
  \`/readyz\` every 200 ms; after ${BEFORE_MS / 1000} s \`pg_ctl stop -m fast\`, ${OUTAGE_MS / 1000} s
  down, \`pg_ctl start\`, ${AFTER_MS / 1000} s more; then a signup link (one e-mail) is requested.
- ${quotes.length} quote requests in all: ${tally(quotes)}.
- Warnings and errors the app logged from the stop on: ${logLines}.

${table(rows)}`;
  return { body, rows };
}

runChecks('db-outage', main);
