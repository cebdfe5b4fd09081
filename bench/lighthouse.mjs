// `npm run bench:lighthouse`: Lighthouse on the public pages of the production build, mobile and
// desktop, three runs each (the median by performance score is kept), plus the gzip size of the
// JavaScript each page loads. Rewrites the marked section of bench/README.md and keeps the full
// median reports in bench/results/ (git-ignored). A measurement, not a test: it exits 0 when a
// target is missed. BUILD_DIR (default dist) and E2E_PORT (default 5070) as for the e2e server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { MISSING_BROWSER, chromiumFlags, findBrowser } from '../scripts/find-browser.mjs';
import {
  prepareResultsDir,
  readmePath,
  resultsDir,
  section,
  slug,
  summaryLine,
  writeReadme,
} from './lighthouse-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'dist';
const port = process.env.E2E_PORT ?? '5070';
const origin = `http://127.0.0.1:${port}`;

const PAGES = ['/', '/get-quote', '/faq', '/services'];
const MODES = [
  { name: 'mobile', config: undefined }, // Lighthouse's default: mobile, simulated throttling
  { name: 'desktop', config: desktopConfig },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = 3;
const ATTEMPTS = 3; // per run, when Lighthouse itself fails

// ---------------------------------------------------------------------------------------------
// The app under test

/** Builds into BUILD_DIR when there is no server bundle there yet (a fresh clone, a new folder). */
function ensureBuild() {
  if (existsSync(path.resolve(root, buildDir, 'server', 'main.js'))) return;
  console.log(`No build in ${buildDir}: running npm run build...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/**
 * Starts the e2e server (production build, fresh embedded database). Returns its stop function
 * at once, so a Ctrl-C while it is still starting can stop it too.
 */
function startServer() {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BUILD_DIR: buildDir, E2E_PORT: port },
  });
  let stopping = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Later runs would only fail with a browser error page: say why.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server stopped unexpectedly (${signal ?? `exit ${code}`})`);
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  // Last resort if this process exits another way: the server must not outlive the bench.
  const killOnExit = () => running() && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    stopping = true;
    if (running()) child.kill('SIGTERM');
    await exited; // the e2e server removes its temporary database folder on exit
    process.removeListener('exit', killOnExit);
  };
  return { child, stop };
}

async function waitForReady(child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (interrupted) throw new Error('Interrupted');
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode})`);
    const response = await get(`${origin}/readyz`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * A plain GET with node:http rather than fetch: fetch always asks for a compressed body, and
 * the script sizes must be measured on the raw file.
 */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** Set by the signal handler in main(): no new browser or retry once the bench is stopping. */
let interrupted = false;

/**
 * chrome-launcher's own Ctrl-C handler is off: it exits at once, before the server is stopped.
 * Each run closes its browser in `finally`; main() kills any left on a signal or at exit.
 */
async function launchBrowser(chromePath) {
  if (interrupted) throw new Error('Interrupted');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
    handleSIGINT: false,
  });
}

/** The version Chromium reports over the DevTools protocol, e.g. "HeadlessChrome/140.0...". */
async function browserVersion(chromePath) {
  const chrome = await launchBrowser(chromePath);
  try {
    const response = await get(`http://127.0.0.1:${chrome.port}/json/version`);
    return JSON.parse(response.body.toString('utf8')).Browser;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run in its own browser, so no cache or storage leaks between runs. */
async function runLighthouse(chromePath, url, mode) {
  const chrome = await launchBrowser(chromePath);
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    };
    const result = await lighthouse(url, flags, mode.config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const problem =
      result.lhr.runtimeError?.code ??
      (result.lhr.categories.performance.score === null ? 'no performance score' : undefined);
    if (problem) throw new Error(`Lighthouse failed on ${url} (${mode.name}): ${problem}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, "run Lighthouse
 * again"); such a run has no performance score, so it is repeated rather than counted.
 */
async function runWithRetries(chromePath, url, mode) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(chromePath, url, mode);
    } catch (error) {
      if (attempt >= ATTEMPTS || interrupted) throw error;
      console.warn(`${error.message}: trying again (${attempt}/${ATTEMPTS - 1})`);
    }
  }
}

/** Runs a page RUNS times and keeps the median run by performance score. */
async function medianRun(chromePath, url, mode) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runWithRetries(chromePath, url, mode));
  runs.sort((a, b) => performanceScore(a.lhr) - performanceScore(b.lhr));
  // Every run's score is kept too: a wide spread says the page itself is unsteady.
  const allScores = runs.map((run) => Math.round(performanceScore(run.lhr) * 100));
  return { ...runs[Math.floor(runs.length / 2)], allScores };
}

const performanceScore = (lhr) => lhr.categories.performance.score;

// ---------------------------------------------------------------------------------------------
// What is recorded per page and mode

/** Same-origin script requests as Lighthouse saw them (one entry per URL). */
function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const byUrl = new Map();
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    if (new URL(item.url).origin !== origin) continue;
    if (!byUrl.has(item.url)) byUrl.set(item.url, item);
  }
  return [...byUrl.values()];
}

/** Gzip size (level 9) of the uncompressed body, so the figure does not depend on the server. */
async function gzipSize(url) {
  const response = await get(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  if (response.encoding) throw new Error(`GET ${url} came back ${response.encoding}-encoded`);
  return zlib.gzipSync(response.body, { level: 9 }).length;
}

async function measure(lhr) {
  const scripts = scriptRequests(lhr);
  const sizes = await Promise.all(scripts.map((script) => gzipSize(script.url)));
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    jsTransferBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    pageTransferBytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    chunks: scripts.map((script) => path.basename(new URL(script.url).pathname)),
    deductions: deductions(lhr),
    consoleErrors: consoleErrors(lhr),
  };
}

/** Audits that cost points outside performance, so the lead knows what to fix in the app. */
function deductions(lhr) {
  const found = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) found.push(`${id}: ${ref.id}`);
    }
  }
  return found;
}

function consoleErrors(lhr) {
  const items = lhr.audits['errors-in-console']?.details?.items ?? [];
  return items.map((item) => `${item.source ?? 'console'}: ${item.description ?? ''}`.trim());
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const chromePath = findBrowser();
  if (!chromePath) {
    console.error(MISSING_BROWSER);
    process.exit(1);
  }
  ensureBuild();
  prepareResultsDir();

  // Ctrl-C must leave neither the server (and its temporary database) nor a browser behind;
  // the browsers are detached, so they are also killed however this process ends.
  let stopServer = async () => {};
  const onSignal = () => {
    interrupted = true;
    chromeLauncher.killAll();
    stopServer().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => chromeLauncher.killAll());

  const results = [];
  let machine;
  try {
    machine = { browser: await browserVersion(chromePath), loadAverage: os.loadavg()[0] };
    warnIfBusy(machine.loadAverage);
    const server = startServer();
    stopServer = server.stop;
    await waitForReady(server.child);
    for (const mode of MODES) {
      results.push({ mode: mode.name, rows: await measureMode(chromePath, mode) });
    }
  } finally {
    await stopServer();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
  await writeReadme(section(results, machine, RUNS));
  console.log(`\nWrote ${path.relative(root, readmePath)} and ${path.relative(root, resultsDir)}/`);
}

/** Every page in one mode: median run saved to bench/results/, one summary line each. */
async function measureMode(chromePath, mode) {
  const rows = [];
  for (const page of PAGES) {
    const { lhr, report, allScores } = await medianRun(chromePath, origin + page, mode);
    writeFileSync(path.join(resultsDir, `${slug(page)}-${mode.name}.json`), report);
    const m = { ...(await measure(lhr)), allScores };
    console.log(summaryLine(page, mode.name, m));
    rows.push({ page, m });
  }
  return rows;
}

function warnIfBusy(loadAverage) {
  if (loadAverage <= os.cpus().length) return;
  console.warn(
    `The machine is busy (load average ${loadAverage.toFixed(1)}): mobile performance will read low.`,
  );
}

main().catch((error) => {
  if (interrupted) process.exit(130); // the failure is the interruption itself
  console.error(error);
  process.exit(1);
});
