// `npm run bench:startup`: how fast `npm start` is ready and how much memory the server keeps.
// - Start to ready: the production build started as `npm start` starts it (embedded PGlite,
//   demo data), from spawning node until /readyz answers; three starts on a fresh data directory,
//   then three on the one they left. Medians.
// - Memory: resident set of the server idle on PGlite (10 s after a start on an existing data
//   directory), and on PostgreSQL after 2,000 quote requests (BENCH_DATABASE_URL; a database is
//   created for the run and dropped after).
// - Query speed: src/server/db/client.ts raises V8's WebAssembly tiering budget for PGlite (a
//   faster start); heavy queries on an in-memory PGlite with that budget and with V8's default.
// A measurement, not a test: it exits 0 when a target is missed.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminUrl,
  benchLead,
  dbUrl,
  ensureBuild,
  machineLine,
  median,
  passFail,
  root,
  rssMb,
  serverMain,
  startApp,
  stopApp,
  waitReady,
  withClient,
  writeReadmeSection,
} from './lib.mjs';

const PORT = 5085;
const RUNS = 3;
const QUERY_RUNS = 5;
const LEADS = 2_000;
const TARGETS = { freshMs: 5_000, existingMs: 1_500, pgliteIdleMb: 300, postgresMb: 250 };
const loadAtStart = os.loadavg()[0];

function withoutNodeEnv() {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/** `npm start` with its defaults: no NODE_ENV, embedded database in `dataDir`. */
async function timedStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutNodeEnv(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
    },
  });
  await waitReady(PORT, child, { pollMs: 10 });
  return { child, ms: performance.now() - started };
}

async function startTimes() {
  const dirs = [];
  const fresh = [];
  const existing = [];
  let idleMb = NaN;
  try {
    for (let i = 0; i < RUNS; i++) {
      dirs.push(mkdtempSync(path.join(os.tmpdir(), 'roofbid-bench-start-')));
      const { child, ms } = await timedStart(dirs.at(-1));
      fresh.push(ms);
      await stopApp(child);
    }
    for (let i = 0; i < RUNS; i++) {
      const { child, ms } = await timedStart(dirs.at(-1));
      existing.push(ms);
      if (i === RUNS - 1) {
        await new Promise((r) => setTimeout(r, 10_000));
        idleMb = rssMb(child.pid);
      }
      await stopApp(child);
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return { fresh, existing, idleMb };
}

async function postgresMemory() {
  const name = `roofbid_bench_rss_${process.pid}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const child = startApp(PORT, { DATABASE_URL: dbUrl(name), TRUST_PROXY: '1' });
  try {
    await waitReady(PORT, child);
    let next = 0;
    // Ten homeowners at a time, each from their own address (the per-address limit).
    const worker = async () => {
      while (next < LEADS) {
        const n = next++;
        const res = await fetch(`http://127.0.0.1:${PORT}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
          },
          body: JSON.stringify(benchLead()),
        });
        if (res.status !== 201) throw new Error(`POST /api/contact: ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    await new Promise((r) => setTimeout(r, 2_000));
    return rssMb(child.pid);
  } finally {
    await stopApp(child);
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

/** The budget the app sets (src/server/db/client.ts), read rather than copied. */
function appTieringBudget() {
  const source = readFileSync(path.join(root, 'src/server/db/client.ts'), 'utf8');
  const found = /const WASM_TIERING_BUDGET = ([\d_]+);/.exec(source);
  if (!found) throw new Error('WASM_TIERING_BUDGET not found in src/server/db/client.ts');
  return Number(found[1].replaceAll('_', ''));
}

// A 200,000-row table, then five rounds of a LIKE scan, a sort and a million md5 rows.
const heavyQueries = `
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  await db.query("create table t as select g as id, md5(g::text) as s from generate_series(1, 200000) g");
  const rounds = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await db.query("select count(*) from t where s like '%ab%'");
    await db.query("select s from t order by s limit 10");
    await db.query("select count(*), sum(length(md5(g::text))) from generate_series(1, 1000000) g");
    rounds.push(performance.now() - started);
  }
  console.log(JSON.stringify(rounds));
`;

/** Rounds 2-5 of heavyQueries (ms), each run with V8's default budget, then with `budget`. */
function queryRounds(budget) {
  const rounds = { v8Default: [], app: [] };
  const run = (flags) =>
    JSON.parse(
      execFileSync(process.execPath, [...flags, '--input-type=module', '-e', heavyQueries], {
        cwd: root,
        encoding: 'utf8',
      }),
    ).slice(1);
  // Taken in turns, so that a machine busier for a while slows both alike.
  for (let i = 0; i < QUERY_RUNS; i++) {
    rounds.v8Default.push(...run([]));
    rounds.app.push(...run([`--wasm-tiering-budget=${budget}`]));
  }
  return rounds;
}

async function main() {
  ensureBuild();
  const budget = appTieringBudget();
  const { v8Default: defaultRounds, app: appRounds } = queryRounds(budget);
  const { fresh, existing, idleMb } = await startTimes();
  const postgresMb = await postgresMemory();
  const s = (ms) => (ms / 1000).toFixed(2);
  const rows = [
    [
      '`npm start` to ready, fresh data directory',
      `${s(median(fresh))} s (${fresh.map(s).join(', ')})`,
      `≤ ${s(TARGETS.freshMs)} s`,
      median(fresh) <= TARGETS.freshMs,
    ],
    [
      '`npm start` to ready, existing data directory',
      `${s(median(existing))} s (${existing.map(s).join(', ')})`,
      `≤ ${s(TARGETS.existingMs)} s`,
      median(existing) <= TARGETS.existingMs,
    ],
    [
      'server RSS, idle on PGlite',
      `${idleMb.toFixed(0)} MB`,
      `≤ ${TARGETS.pgliteIdleMb} MB`,
      idleMb <= TARGETS.pgliteIdleMb,
    ],
    [
      `server RSS after ${LEADS.toLocaleString()} quote requests, PostgreSQL`,
      `${postgresMb.toFixed(0)} MB`,
      `≤ ${TARGETS.postgresMb} MB`,
      postgresMb <= TARGETS.postgresMb,
    ],
    [
      "heavy PGlite queries, the app's tiering budget",
      `${s(median(appRounds))} s a round`,
      `≤ ${s(median(defaultRounds) * 1.1)} s (V8's default budget: ${s(median(defaultRounds))} s, +10 %)`,
      median(appRounds) <= median(defaultRounds) * 1.1,
    ],
  ];
  for (const [label, figure, target, ok] of rows)
    console.log(`${label}: ${figure} (target ${target}) ${passFail(ok)}`);
  writeReadmeSection(
    'startup',
    `## Start-up time and memory

\`\`\`sh
npm run bench:startup
\`\`\`

- ${machineLine(loadAtStart)}.
- The production build started as \`npm start\` starts it (embedded PGlite, demo data); time from
  spawning node until \`/readyz\` answers, ${RUNS} starts on fresh data directories, then ${RUNS} on an
  existing one; medians (each run in brackets). Memory: resident set 10 s after the last start, and
  on PostgreSQL after ${LEADS.toLocaleString()} quote requests (10 at a time). Heavy queries: an
  in-memory PGlite, a LIKE scan of 200,000 rows, a sort of them and a million md5 rows a round;
  the median of rounds 2-5 of ${QUERY_RUNS} runs each, taken in turns, with the WebAssembly tiering budget the app sets
  (${budget.toLocaleString()}, src/server/db/client.ts) and with V8's default.

| measure | figure | target | |
|---|---|---|---|
${rows.map(([label, figure, target, ok]) => `| ${label} | ${figure} | ${target} | ${passFail(ok)} |`).join('\n')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
