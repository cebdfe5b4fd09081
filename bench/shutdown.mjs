// `npm run bench:shutdown`: SIGTERM in the middle of steady load (issue #25), on embedded PGlite
// (a temp folder) and on a throwaway PostgreSQL cluster (initdb on a spare port; as root it runs
// as the `postgres` OS user through runuser). Mixed requests at a fixed rate, each on a
// connection of its own (GET /healthz, /api/faq, /api/dropdown-options, POST /api/contact), and
// every 250 ms a slow quote request whose body arrives over 1.5 s (a phone on a weak signal), so
// some are always under way when the signal comes. Checks: every request sent before SIGTERM gets
// a whole 2xx/4xx answer (no reset, no 503), requests after it are refused (connection refused,
// or 503 in the app's error body), the log says the jobs and the outbox sender stopped after the
// last request, the process exits with 0 within 10 s, and each quote request answered 201 is in
// the database (PostgreSQL run). Exits non-zero when a target is missed.
import http from 'node:http';
import os from 'node:os';
import { benchLead, ensureBuild, machineLine, waitReady, withClient } from './lib.mjs';
import {
  freePort,
  isErrorShape,
  nextAddress,
  seconds,
  sleep,
  smtpCapture,
  startLoggedApp,
  table,
  tempDir,
  throwawayPostgres,
  runChecks,
  tally,
} from './outage-kit.mjs';

const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_MS = 2_000;
const EVERY_MS = 40;
const SLOW_EVERY_MS = 250;
const SLOW_BODY_MS = 1_500;
const EXIT_WITHIN_MS = 10_000;
const loadAtStart = os.loadavg()[0];

/**
 * One request on a new connection (no keep-alive), its body written in `chunks` pieces spread
 * over `spreadMs`. Answers the status and body, or the network error that came instead.
 */
function request(port, { method = 'GET', path, body, spreadMs = 0, chunks = 1 }) {
  const sentAt = performance.now();
  const address = nextAddress();
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const finish = (result) =>
      resolve({ sentAt, ms: performance.now() - sentAt, path, address, ...result });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': address,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => {
          let parsed;
          try {
            parsed = JSON.parse(Buffer.concat(parts).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          finish({ status: res.statusCode, body: parsed });
        });
        res.on('error', (err) => finish({ status: 0, error: err.code ?? err.message }));
      },
    );
    req.on('error', (err) => finish({ status: 0, error: err.code ?? err.message }));
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    if (!payload) return req.end();
    const size = Math.ceil(payload.length / chunks);
    let i = 0;
    const writeNext = () => {
      if (req.destroyed) return;
      const piece = payload.subarray(i * size, (i + 1) * size);
      i += 1;
      if (i >= chunks) return req.end(piece);
      req.write(piece);
      setTimeout(writeNext, spreadMs / chunks);
    };
    writeNext();
  });
}

const shutdownOrder = [
  'shutting down',
  'requests answered; no new ones taken',
  'scheduled jobs stopped',
  'outbox sender stopped',
  'shut down',
];

const mix = [
  { path: '/healthz' },
  { path: '/api/faq' },
  { path: '/api/dropdown-options' },
  { method: 'POST', path: '/api/contact', quote: true },
];

async function run(label, env, databaseUrl) {
  const port = await freePort();
  const app = startLoggedApp(port, { ...env, CONTACT_MAX_PER_ADDRESS: '1000000' });
  await waitReady(port, app.child, { pollMs: 100 });
  const results = [];
  const fire = (spec) => {
    const lead = spec.quote ? benchLead() : undefined;
    const p = request(port, { ...spec, body: lead }).then((r) => {
      results.push({ ...r, kind: spec.kind ?? spec.path, email: lead?.email });
    });
    pending.add(p);
    p.finally(() => pending.delete(p));
  };
  const pending = new Set();
  let n = 0;
  const fast = setInterval(() => fire(mix[n++ % mix.length]), EVERY_MS);
  const slowSpec = {
    method: 'POST',
    path: '/api/contact',
    quote: true,
    kind: 'slow quote request',
    spreadMs: SLOW_BODY_MS,
    chunks: 6,
  };
  const slow = setInterval(() => fire(slowSpec), SLOW_EVERY_MS);
  await sleep(LOAD_BEFORE_MS);
  const signalAt = performance.now();
  app.child.kill('SIGTERM');
  const exitCode = await Promise.race([app.exited, sleep(15_000).then(() => 'still running')]);
  const exitMs = performance.now() - signalAt;
  await sleep(Math.max(0, LOAD_AFTER_MS - exitMs));
  clearInterval(fast);
  clearInterval(slow);
  await Promise.all(pending);

  // Which requests the server had begun (its "incoming request" line, by the request's own
  // address) before it logged "shutting down": those must be answered in full. A request sent just
  // before the signal can still reach a busy server after it (PGlite holds the event loop).
  const shutdownIndex = app.logs.findIndex((l) => l.msg === 'shutting down');
  const begun = new Set(
    app.logs
      .slice(0, shutdownIndex)
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.ip),
  );
  const inFlight = results.filter((r) => begun.has(r.address));
  const notBegun = results.filter((r) => !begun.has(r.address));
  const whole = (r) => r.status >= 200 && r.status < 500;
  const refused = (r) => r.error === 'ECONNREFUSED' || (r.status === 503 && isErrorShape(r.body));
  const underWay = inFlight.filter((r) => r.sentAt + r.ms > signalAt);
  const sentBefore = notBegun.filter((r) => r.sentAt < signalAt).length;
  // main.ts: HTTP first (requests under way answered), then the jobs, the sender, the database.
  const shutdownLines = app.logs.filter((l) => shutdownOrder.includes(l.msg));
  const errors = app.logs.filter((l) => l.at >= signalAt && l.level >= 50);
  let stored;
  const acknowledged = results.filter((r) => r.status === 201);
  if (databaseUrl) {
    stored = await withClient(
      databaseUrl,
      async (c) =>
        (
          await c.query(
            'select count(*)::int as n from contact_submissions where id::text = any($1)',
            [acknowledged.map((r) => r.body.id)],
          )
        ).rows[0].n,
    );
  }
  const rows = [
    [
      `${label}: requests begun before shutdown (${inFlight.length}; ${underWay.length} under way at SIGTERM, ${underWay.filter((r) => r.kind === 'slow quote request').length} of them slow)`,
      tally(inFlight),
      'all 2xx/4xx',
      inFlight.every(whole),
    ],
    [
      `${label}: requests not begun (${notBegun.length}; ${sentBefore} of them sent before SIGTERM)`,
      tally(notBegun) || 'none',
      'refused or 503, no reset',
      notBegun.length > 0 && notBegun.every(refused),
    ],
    [
      `${label}: shutdown log lines, in order (s after SIGTERM)`,
      shutdownLines.map((l) => `"${l.msg}" ${seconds(l.at - signalAt)}`).join(', '),
      'shutting down, requests answered, jobs stopped, sender stopped, shut down',
      shutdownLines.map((l) => l.msg).join('|') === shutdownOrder.join('|'),
    ],
    [`${label}: errors logged after SIGTERM`, String(errors.length), '0', errors.length === 0],
    [
      `${label}: exit code, time from SIGTERM`,
      `${exitCode}, ${seconds(exitMs)}`,
      `0, ≤ ${seconds(EXIT_WITHIN_MS)}`,
      exitCode === 0 && exitMs <= EXIT_WITHIN_MS,
    ],
  ];
  if (databaseUrl) {
    rows.push([
      `${label}: quote requests answered 201 that are in the database`,
      `${stored} of ${acknowledged.length}`,
      'all',
      stored === acknowledged.length,
    ]);
  }
  return rows;
}

async function main() {
  ensureBuild();
  const smtp = await smtpCapture();
  const rows = await run('PGlite', {
    PGLITE_DIR: tempDir('roofbid-bench-shutdown-'),
    SMTP_URL: smtp.url,
  });
  const pg = await throwawayPostgres();
  rows.push(...(await run('PostgreSQL', { DATABASE_URL: pg.url, SMTP_URL: smtp.url }, pg.url)));
  const body = `## SIGTERM under load (graceful shutdown)

\`\`\`sh
npm run bench:shutdown
\`\`\`

- ${machineLine(loadAtStart)}; a machine shared with other work, so times are noisy.
- The production build on embedded PGlite (temp folder), then on a throwaway PostgreSQL 15 cluster
  (as root run as the \`postgres\` OS user). A request every ${EVERY_MS} ms, each on a new connection, in turn
  \`GET /healthz\`, \`/api/faq\`, \`/api/dropdown-options\`, \`POST /api/contact\`; and every ${SLOW_EVERY_MS} ms a quote
  request whose body arrives in 6 pieces over ${SLOW_BODY_MS / 1000} s. SIGTERM after ${LOAD_BEFORE_MS / 1000} s; requests go on
  being sent for ${LOAD_AFTER_MS / 1000} s. "Begun": the app logged the request ("incoming request", matched
  by its \`X-Forwarded-For\` address) before "shutting down"; "under way": answered after SIGTERM.

${table(rows)}`;
  return { body, rows };
}

runChecks('shutdown', main);
