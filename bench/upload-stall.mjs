// `npm run bench:upload`: does an anonymous upload hold up the other requests? While a review
// is sent with the largest invoice the review form takes (5 MB, incompressible like a real PDF's
// streams), /healthz is asked again and again, one request after the other, and each answer
// timed. On the embedded PGlite database every query runs on the event loop that answers
// /healthz too; on PostgreSQL the database is another process. The production build
// (NODE_ENV=production) on each: a fresh PGlite data directory, and a PostgreSQL database
// created for the run and dropped after (BENCH_DATABASE_URL). One review at a time (a warm-up,
// then RUNS), then AT_ONCE reviews from as many addresses at once; the worst /healthz wait
// of each is reported against 250 ms.
// A measurement, not a test: it exits 0 when a target is missed.
// BENCH_INVOICE_BYTES sends another size (e.g. 10485760 against a build from before the 5 MB
// cap, BUILD_DIR=that build's dist).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  adminUrl,
  dbUrl,
  ensureBuild,
  machineLine,
  passFail,
  percentile,
  startApp,
  stopApp,
  waitReady,
  withClient,
  writeReadmeSection,
} from './lib.mjs';

const PORT = 5087;
const RUNS = 5;
const AT_ONCE = 4;
const TARGET_MS = 250;
const INVOICE_BYTES = Number(process.env.BENCH_INVOICE_BYTES ?? 5 * 1024 * 1024);
const loadAtStart = os.loadavg()[0];

const invoice = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  randomBytes(INVOICE_BYTES - '%PDF-1.7\n'.length),
]);

let sent = 0;
/** One anonymous review with the invoice, from its own address and e-mail (the rate limits). */
async function sendReview(port) {
  const n = sent++;
  const form = new FormData();
  const fields = {
    customerName: 'Bench Homeowner',
    customerEmail: `bench-upload-${n}-${process.pid}@example.com`,
    contractorName: 'Chinook Roofing Ltd.',
    projectType: 'roof-replacement',
    rating: '5',
    reviewText: 'Tidy crew.',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('invoice', new Blob([invoice], { type: 'application/pdf' }), 'invoice.pdf');
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/reviews`, {
    method: 'POST',
    headers: { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` },
    body: form,
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/reviews: ${res.status} ${body}`);
  return performance.now() - started;
}

// The /healthz requests come from a thread of their own: the reviews are encoded and sent from
// this one, and a pause of theirs must not count as the server's.
const pollerSource = `
  const { parentPort, workerData } = require('node:worker_threads');
  let done = false;
  parentPort.once('message', () => { done = true; });
  (async () => {
    const waits = [];
    // The first requests of a thread load fetch and open the connection.
    for (let i = 0; i < 5; i++) await (await fetch(workerData.url)).arrayBuffer();
    parentPort.postMessage('polling');
    while (!done) {
      const started = performance.now();
      const res = await fetch(workerData.url);
      await res.arrayBuffer();
      waits.push(performance.now() - started);
    }
    parentPort.postMessage(waits);
  })();
`;

/** /healthz one request after another until `work` settles; answers each wait in ms. */
async function healthzDuring(port, work) {
  const poller = new Worker(pollerSource, {
    eval: true,
    workerData: { url: `http://127.0.0.1:${port}/healthz` },
  });
  const next = () =>
    new Promise((resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    });
  try {
    await next();
    const value = await work();
    const waits = next();
    poller.postMessage('stop');
    return { value, waits: await waits };
  } finally {
    await poller.terminate();
  }
}

async function measure(label, env) {
  const child = startApp(PORT, { TRUST_PROXY: '1', ...env });
  try {
    await waitReady(PORT, child);
    await healthzDuring(PORT, () => sendReview(PORT));
    await new Promise((r) => setTimeout(r, 2_000));
    // What the machine itself costs: as long a stretch with no upload at all.
    const idle = await healthzDuring(PORT, () => new Promise((r) => setTimeout(r, 3_000)));
    const one = { waits: [], uploads: [] };
    for (let i = 0; i < RUNS; i++) {
      const { value, waits } = await healthzDuring(PORT, () => sendReview(PORT));
      one.uploads.push(value);
      one.waits.push(...waits);
    }
    const many = await healthzDuring(PORT, () =>
      Promise.all(Array.from({ length: AT_ONCE }, () => sendReview(PORT))),
    );
    const summary = (waits, uploads) => {
      const sorted = [...waits].sort((a, b) => a - b);
      return {
        polls: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        worst: sorted.at(-1),
        upload: uploads.length > 0 ? Math.max(...uploads) : undefined,
      };
    };
    return [
      { label, how: 'none (3 s idle)', ...summary(idle.waits, []) },
      { label, how: 'one at a time', ...summary(one.waits, one.uploads) },
      { label, how: `${AT_ONCE} at once`, ...summary(many.waits, many.value) },
    ];
  } finally {
    await stopApp(child);
  }
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-bench-upload-'));
  const name = `roofbid_bench_upload_${process.pid}`;
  const rows = [];
  try {
    rows.push(...(await measure('PGlite', { PGLITE_DIR: dataDir })));
    await withClient(adminUrl, (c) => c.query(`create database ${name}`));
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: dbUrl(name) })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
  const ms = (value) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
  for (const row of rows) {
    console.log(
      `${row.label}, ${row.how}: /healthz worst ${ms(row.worst)}, p99 ${ms(row.p99)} over ` +
        `${row.polls} requests; slowest upload ${ms(row.upload)} ` +
        `${passFail(row.worst <= TARGET_MS)}`,
    );
  }
  const mb = (INVOICE_BYTES / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
  writeReadmeSection(
    'upload-stall',
    `## /healthz during an anonymous ${mb} MB upload (PGlite and PostgreSQL)

\`\`\`sh
npm run bench:upload
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1.
- The production build; \`POST /api/reviews\` with a ${mb} MB invoice (the review form's cap;
  random bytes after \`%PDF-\`, incompressible like a real PDF's streams), each from its own
  address, while \`/healthz\` is requested one request after the other (from a thread of its
  own). A warm-up review; 3 s with no upload (what the machine itself costs); ${RUNS} reviews one
  at a time; ${AT_ONCE} at once. "upload" is the slowest review's own time.
- Target: the worst \`/healthz\` wait ≤ ${TARGET_MS} ms on both databases.

| database | reviews | /healthz requests | p50 | p99 | worst | upload | worst ≤ ${TARGET_MS} ms |
| --- | --- | --: | --: | --: | --: | --: | --- |
${rows
  .map(
    (r) =>
      `| ${r.label} | ${r.how} | ${r.polls} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.worst)} | ${ms(r.upload)} | ${passFail(r.worst <= TARGET_MS)} |`,
  )
  .join('\n')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
