// `npm run bench:lighthouse`: Lighthouse on the public pages of the production build, mobile and
// desktop, three runs each (the median by performance score is kept), plus the gzip size of the
// JavaScript each page loads. Rewrites the marked section of bench/README.md and keeps the full
// median reports in bench/results/ (git-ignored). A measurement, not a test: it exits 0 when a
// target is missed. BUILD_DIR (default dist) and E2E_PORT (default 5070) as for the e2e server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';
import { MISSING_BROWSER, chromiumFlags, findBrowser } from '../scripts/find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'dist';
const port = process.env.E2E_PORT ?? '5070';
const origin = `http://127.0.0.1:${port}`;
const readmePath = path.join(root, 'bench', 'README.md');
const resultsDir = path.join(root, 'bench', 'results');

const PAGES = ['/', '/get-quote', '/faq', '/services'];
const MODES = [
  { name: 'mobile', config: undefined }, // Lighthouse's default: mobile, simulated throttling
  { name: 'desktop', config: desktopConfig },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = 3;
const ATTEMPTS = 3; // per run, when Lighthouse itself fails
const TARGETS = { mobilePerformance: 95, accessibility: 100, initialJsKb: 100 };
const START_MARKER = '<!-- lighthouse:start -->';
const END_MARKER = '<!-- lighthouse:end -->';

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

/** PASS/FAIL per target; undefined where a target does not apply (performance on desktop). */
function checks(mode, m) {
  return {
    performance: mode === 'mobile' ? m.scores.performance >= TARGETS.mobilePerformance : undefined,
    accessibility: m.scores.accessibility >= TARGETS.accessibility,
    initialJs: m.jsGzipBytes / 1000 <= TARGETS.initialJsKb,
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting

const kb = (bytes) => (bytes / 1000).toFixed(1);
const mark = (ok) => (ok === undefined ? '—' : ok ? 'PASS' : 'FAIL');
const slug = (page) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-'));

function summaryLine(page, mode, m) {
  const c = checks(mode, m);
  const s = m.scores;
  return (
    `${mode.padEnd(7)} ${page.padEnd(11)} perf ${s.performance} a11y ${s.accessibility} ` +
    `bp ${s['best-practices']} seo ${s.seo} | LCP ${Math.round(m.lcpMs)} ms CLS ` +
    `${m.cls.toFixed(3)} TBT ${Math.round(m.tbtMs)} ms | JS ${kb(m.jsGzipBytes)} kB gzip | ` +
    `perf ${mark(c.performance)} a11y ${mark(c.accessibility)} js ${mark(c.initialJs)} | ` +
    `perf of all runs ${m.allScores.join(', ')}`
  );
}

function table(mode, rows) {
  const header =
    '| page | perf | perf (all runs) | a11y | best practices | SEO | LCP | CLS | TBT | ' +
    'initial JS (gzip) | JS transferred | page transferred | chunks | perf ≥ 95 | a11y 100 | ' +
    'JS ≤ 100 kB |';
  const rule = `|${' --- |'.repeat(16)}`;
  const lines = rows.map(({ page, m }) => {
    const c = checks(mode, m);
    const s = m.scores;
    return (
      `| \`${page}\` | ${s.performance} | ${m.allScores.join(', ')} | ${s.accessibility} | ` +
      `${s['best-practices']} | ${s.seo} | ${Math.round(m.lcpMs)} ms | ${m.cls.toFixed(3)} | ` +
      `${Math.round(m.tbtMs)} ms | ` +
      `${kb(m.jsGzipBytes)} kB | ${kb(m.jsTransferBytes)} kB | ${kb(m.pageTransferBytes)} kB | ` +
      `${m.chunks.map((name) => `\`${name}\``).join(', ')} | ${mark(c.performance)} | ` +
      `${mark(c.accessibility)} | ${mark(c.initialJs)} |`
    );
  });
  return [`### ${mode}`, '', header, rule, ...lines].join('\n');
}

function notes(results) {
  const lines = [];
  for (const { mode, rows } of results) {
    for (const { page, m } of rows) {
      const items = [...m.deductions, ...m.consoleErrors.map((e) => `console error: ${e}`)];
      if (items.length > 0) lines.push(`- ${mode} \`${page}\`: ${items.join('; ')}`);
    }
  }
  return lines.length > 0 ? lines : ['- none'];
}

/**
 * Simulated throttling scales what the CPU really took, so a busy machine (the load average) or
 * a slow one (Lighthouse's benchmark index, ~1000+ is a typical desktop) lowers mobile scores.
 */
function machineNote(results, machine) {
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1);
  const indexes = results.flatMap(({ rows }) => rows.map(({ m }) => Math.round(m.benchmarkIndex)));
  return (
    `${os.cpus().length} CPUs, ${gib} GiB RAM, Node ${process.version}, ${machine.browser}; ` +
    `load average at start ${machine.loadAverage.toFixed(1)}; Lighthouse benchmark index ` +
    `${Math.min(...indexes)}–${Math.max(...indexes)}`
  );
}

function section(results, machine) {
  return [
    START_MARKER,
    '',
    '## Lighthouse (public pages)',
    '',
    '```sh',
    'npm run bench:lighthouse',
    '```',
    '',
    `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${machineNote(results, machine)}`,
    `- Production build on the e2e server (fresh embedded database); ${RUNS} runs per page and ` +
      'mode, median run by performance score. Mobile is Lighthouse’s default (simulated ' +
      'throttling); desktop is `lighthouse/core/config/desktop-config.js`.',
    `- Targets: mobile performance ≥ ${TARGETS.mobilePerformance}, accessibility ` +
      `${TARGETS.accessibility}, initial JS ≤ ${TARGETS.initialJsKb} kB gzip on public pages.`,
    '- Initial JS: every same-origin script Lighthouse saw load, each body gzipped at level 9 ' +
      '(1 kB = 1000 bytes). "JS transferred" is what Lighthouse saw on the wire for those ' +
      'scripts; "page transferred" is the whole page.',
    '',
    ...results.flatMap(({ mode, rows }) => [table(mode, rows), '']),
    'Audits that cost points (accessibility, best practices, SEO) and console errors:',
    '',
    ...notes(results),
    '',
    'Full median reports: `bench/results/` (git-ignored).',
    '',
    END_MARKER,
  ].join('\n');
}

const README_INTRO = `# Benchmarks

Measurements, not tests: each script records what it saw here and exits 0 even when a target is
missed. Numbers depend on the machine; compare runs made on the same one.

${START_MARKER}
${END_MARKER}
`;

/**
 * Replaces only what sits between the markers; the rest of the README is left as it is. The
 * section goes through prettier (aligned tables) so `npm run lint` stays clean after a run.
 */
async function writeReadme(markdown) {
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  const content = (await prettier.format(markdown, { ...options, parser: 'markdown' })).trimEnd();
  let readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : README_INTRO;
  if (!readme.includes(START_MARKER) || !readme.includes(END_MARKER)) {
    readme = `${readme.trimEnd()}\n\n${START_MARKER}\n${END_MARKER}\n`;
  }
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER) + END_MARKER.length;
  writeFileSync(readmePath, readme.slice(0, start) + content + readme.slice(end));
}

/** bench/results/ holds large, machine-specific reports: ignored by git from inside. */
function prepareResultsDir() {
  mkdirSync(resultsDir, { recursive: true });
  const ignore = path.join(resultsDir, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, '*\n!.gitignore\n');
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
  await writeReadme(section(results, machine));
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
