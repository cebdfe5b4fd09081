// What the benchmarks share: the build, a database per run, starting the production build,
// timing requests, and writing each script's section of bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = process.env.BUILD_DIR ?? 'dist';
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const serverMain = path.join(buildDir, 'server', 'main.js');

export const dbUrl = (name) =>
  Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the production bundle when it is missing (BUILD_DIR, default dist). */
export function ensureBuild() {
  if (existsSync(path.join(root, serverMain))) return;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** A production configuration for the build on `port`, with `env` on top. */
export const productionEnv = (port, env) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Required in production; nothing is e-mailed during a run.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ...env,
});

/** The production build on `port`, with `env` on top of a production configuration. */
export function startApp(port, env) {
  return spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: productionEnv(port, env),
  });
}

/** The admin the benchmarks sign in as: the app creates them at its first start (ADMIN_EMAIL). */
export const benchAdmin = { email: 'bench-admin@roofbid.ca', password: 'bench-admin-password' };

/** The production build on a benchmark's database, with the bench admin. */
export const startAppWithAdmin = (port, databaseUrl) =>
  startApp(port, {
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
  });

/** Resolves once /readyz answers; `pollMs` sets how finely a start-up time is read. */
export async function waitReady(port, child, { pollMs = 500, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the app exited during start-up');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error('the app did not become ready');
}

export async function stopApp(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in with a staff e-mail and password; answers the session cookie header. */
export async function signIn(port, staff) {
  const res = await fetch(`http://127.0.0.1:${port}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  if (!res.ok) throw new Error(`staff sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** p50/p95/p99 of `samples` GETs of `url`, one at a time, after ten that warm the caches. */
export async function timeGet(port, url, { cookie, samples = 200 } = {}) {
  const times = [];
  let body;
  for (let i = 0; i < samples + 10; i++) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: cookie ? { cookie } : {},
    });
    body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    body,
  };
}

/** "Date: …; 2 CPUs (model), 23.5 GiB, Node …; load average at start …" */
export function machineLine(loadAtStart = os.loadavg()[0]) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return (
    `Date: ${new Date().toISOString().slice(0, 19)}Z; ${os.cpus().length} CPUs (${cpu}), ` +
    `${gib} GiB, Node ${process.version}; load average at start ${loadAtStart.toFixed(1)}`
  );
}

/**
 * Replaces (or appends) the README section between `<!-- name:start -->` and its end, then
 * formats the file as `npm run lint` expects it (the tables are written unaligned).
 */
export function writeReadmeSection(name, body) {
  const readmePath = path.join(root, 'bench', 'README.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const current = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '# Benchmarks\n';
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(readmePath, next);
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const formatted = spawnSync(process.execPath, [prettier, '--write', readmePath], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (formatted.status !== 0) throw new Error('prettier could not format bench/README.md');
}

export const passFail = (ok) => (ok ? 'PASS' : 'FAIL');

/** A quote request as the form sends it; a new e-mail each time. */
export const benchLead = () => ({
  name: 'Bench Homeowner',
  phone: '(403) 555-0134',
  email: `bench-${Math.random().toString(36).slice(2, 12)}@example.com`,
  address: '123 Elbow Dr SW, Calgary',
  date: '2026-12-01',
  country: 'Canada',
  province: 'Alberta',
  postalCode: 'T2P 1J9',
  budget: '10k-20k',
  projectType: 'replacement',
  roofMaterial: 'asphalt',
  propertyType: 'single-family',
  roofAge: '16-20',
  urgency: 'within-month',
  message: 'Shingles lifting on the south side.',
  finalPrice: '99.99',
});

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/**
 * A benchmark on a seeded database, with the production build running on it and the bench
 * admin signed in: `measure({ databaseUrl, cookie })`. A new database is migrated and the admin
 * created by the app's first start, which then stops while `seed(databaseUrl)` bulk-loads it;
 * it is dropped after unless BENCH_KEEP=1. BENCH_REUSE=<name> measures a kept one instead.
 */
export async function withSeededApp({ port, prefix, what, seed }, measure) {
  ensureBuild();
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `roofbid_bench_${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const databaseUrl = dbUrl(name);
  let app;
  try {
    if (!reuse) {
      await withClient(adminUrl, (c) => c.query(`create database ${name}`));
      app = startAppWithAdmin(port, databaseUrl);
      await waitReady(port, app);
      await stopApp(app);
      console.log(`Seeding ${what} into ${name}...`);
      await seed(databaseUrl);
    }
    app = startAppWithAdmin(port, databaseUrl);
    await waitReady(port, app);
    await measure({ databaseUrl, cookie: await signIn(port, benchAdmin) });
  } finally {
    if (app) await stopApp(app);
    if (!reuse && !process.env.BENCH_KEEP) {
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    } else {
      console.log(`Kept database ${name} (BENCH_REUSE=${name} to measure it again).`);
    }
  }
}

/** How many rows `table` holds (the figure a benchmark's README section states). */
export const countRows = (databaseUrl, table) =>
  withClient(
    databaseUrl,
    async (c) => (await c.query(`select count(*)::int as n from ${table}`)).rows[0].n,
  );
