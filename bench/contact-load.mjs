// `npm run bench:contact`: POST /api/contact under load on PostgreSQL, next to a bare Fastify
// route that does the same INSERT with pg, in the same run (autocannon, 50 connections, 20 s
// each). Writes both, their ratio and the p99 latencies into bench/README.md.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a database is created for the run and dropped after. Uses the production build (BUILD_DIR,
// default dist; built when missing). A measurement, not a test: it exits 0 when a target is
// missed.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import {
  adminUrl,
  benchLead as lead,
  dbUrl,
  ensureBuild,
  machineLine,
  passFail,
  startApp as startProductionApp,
  stopApp,
  waitReady,
  withClient,
  writeReadmeSection,
} from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
const APP_PORT = 5081;
const BARE_PORT = 5082;
// Issue #13: the app keeps ≥ 80% of the bare server's throughput, its p99 within 1.5× the bare one.
const TARGETS = { ratio: 0.8, p99Factor: 1.5 };
const loadAtStart = os.loadavg()[0];

/** The real app, as deployed: behind a proxy (each request a different client address). */
async function startApp(databaseUrl) {
  const child = startProductionApp(APP_PORT, {
    DATABASE_URL: databaseUrl,
    // The load generator stands in for one proxy hop in front of the app.
    TRUST_PROXY: '1',
    TEST_CHECKOUT_ENABLED: 'true',
  });
  await waitReady(APP_PORT, child);
  return child;
}

/** The baseline: Fastify plus pg, one INSERT of the same row, nothing else. */
async function startBare(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.post('/api/contact', async (request, reply) => {
    const b = request.body;
    const { rows } = await pool.query(
      `insert into contact_submissions (name, phone, email, address, date, country, province, postal_code, budget,
         project_type, roof_material, property_type, roof_age, urgency, message, final_price_cents)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) returning id`,
      [
        b.name,
        b.phone,
        b.email.toLowerCase(),
        b.address,
        b.date,
        b.country,
        b.province,
        b.postalCode.toUpperCase(),
        b.budget,
        b.projectType,
        b.roofMaterial,
        b.propertyType,
        b.roofAge,
        b.urgency,
        b.message,
        9999,
      ],
    );
    return reply.status(201).send({ id: rows[0].id });
  });
  await app.listen({ host: '127.0.0.1', port: BARE_PORT });
  return {
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

let sent = 0;

function load(port, seconds) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest: (request) => {
          sent += 1;
          const n = sent;
          // A different homeowner each time: own address (rate limits) and own retry key.
          const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': ip,
              'idempotency-key': `bench-${n}-${randomBytes(16).toString('hex')}`,
            },
            body: JSON.stringify(lead()),
          };
        },
      },
    ],
  });
}

/**
 * The two servers take turns in ROUNDS slices, so both meet the table at the same sizes: the
 * trigram indexes make inserts slower as the table grows, and measuring one after the other
 * would hand the second server a bigger table.
 */
const ROUNDS = 4;

function combine(results) {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  const weighted = (key) => results.reduce((worst, r) => Math.max(worst, r.latency[key]), 0);
  return {
    rps: total / seconds,
    // The slowest slice's percentile: a conservative reading of the whole run.
    p50: weighted('p50'),
    p99: weighted('p99'),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    total,
  };
}

function writeReadme(bare, app) {
  const ratio = app.rps / bare.rps;
  const p99Limit = TARGETS.p99Factor * bare.p99;
  writeReadmeSection(
    'contact-load',
    `## POST /api/contact under load (PostgreSQL)

\`\`\`sh
npm run bench:contact
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1.
- autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per server in ${ROUNDS} alternating slices (both
  servers meet the table at the same sizes), load generator on the same machine; p50/p99 are the
  slowest slice's.
- **App**: the production build (\`NODE_ENV=production\`, pool of 10) behind a trusted proxy; each request
  is a new homeowner (own \`X-Forwarded-For\`, own \`Idempotency-Key\`), so it pays the full price:
  validation, the rate-limit counter, the dropdown and price checks, and the INSERT. Requests that
  arrive while earlier INSERTs are in flight share one INSERT and one commit (group commit,
  \`src/server/db/write-batcher.ts\`); each is answered once its own row has committed.
- **Bare**: Fastify + pg (pool of 10), the same INSERT and nothing else.
- Targets: app/bare throughput ratio ≥ ${TARGETS.ratio}, app p99 ≤ ${TARGETS.p99Factor} × bare p99.

| server | req/s | p50 ms | p99 ms | non-2xx | errors |
|---|---:|---:|---:|---:|---:|
| bare INSERT | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.non2xx} | ${bare.errors} |
| app POST /api/contact | ${app.rps.toFixed(0)} | ${app.p50} | ${app.p99} | ${app.non2xx} | ${app.errors} |

- Ratio: **${ratio.toFixed(2)}** (${passFail(ratio >= TARGETS.ratio)}); app p99: **${app.p99} ms** against ${p99Limit.toFixed(0)} ms (${passFail(app.p99 <= p99Limit)}).`,
  );
  console.log(
    `bare ${bare.rps.toFixed(0)} req/s p99 ${bare.p99} ms | app ${app.rps.toFixed(0)} req/s p99 ${app.p99} ms (limit ${p99Limit.toFixed(0)}) | ratio ${ratio.toFixed(2)}`,
  );
}

async function main() {
  ensureBuild();
  const name = `roofbid_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  let appProcess;
  let bare;
  try {
    const databaseUrl = dbUrl(name);
    appProcess = await startApp(databaseUrl); // migrates and seeds the bench database
    bare = await startBare(databaseUrl);
    // Warm both up, then measure one after the other on the same database.
    await autocannon({
      url: `http://127.0.0.1:${BARE_PORT}/api/contact`,
      method: 'POST',
      connections: 5,
      amount: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead()),
    });
    const bareRounds = [];
    const appRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await load(BARE_PORT, DURATION_S / ROUNDS));
      appRounds.push(await load(APP_PORT, DURATION_S / ROUNDS));
    }
    const bareResult = combine(bareRounds);
    const appResult = combine(appRounds);
    if (appResult.non2xx > 0 || bareResult.non2xx > 0)
      console.warn('Some requests did not answer 2xx: see the table.');
    writeReadme(bareResult, appResult);
  } finally {
    await bare?.close();
    if (appProcess) await stopApp(appProcess);
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
