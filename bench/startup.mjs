// `npm run bench:startup`: how fast `npm start` is ready and how much memory the server keeps.
// - Start to ready: the production build started as `npm start` starts it (embedded PGlite,
//   demo data), from spawning node until /readyz answers; three starts on a fresh data directory,
//   then three on the one they left. Medians.
// - Memory: resident set of the server idle on PGlite (10 s after a start on an existing data
//   directory), and on PostgreSQL after 2,000 quote requests (BENCH_DATABASE_URL; a database is
//   created for the run and dropped after).
// A measurement, not a test: it exits 0 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

async function main() {
  ensureBuild();
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
  on PostgreSQL after ${LEADS.toLocaleString()} quote requests (10 at a time).

| measure | figure | target | |
|---|---|---|---|
${rows.map(([label, figure, target, ok]) => `| ${label} | ${figure} | ${target} | ${passFail(ok)} |`).join('\n')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
