// The report of `npm run bench:lighthouse` (bench/lighthouse.mjs): the targets each page is
// judged against, a console line per page and mode, the section of bench/README.md between the
// markers, and bench/results/ for the full reports.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const readmePath = path.join(benchDir, 'README.md');
export const resultsDir = path.join(benchDir, 'results');

const TARGETS = { mobilePerformance: 95, accessibility: 100, initialJsKb: 100 };
const START_MARKER = '<!-- lighthouse:start -->';
const END_MARKER = '<!-- lighthouse:end -->';

/** PASS/FAIL per target; undefined where a target does not apply (performance on desktop). */
function checks(mode, m) {
  return {
    performance: mode === 'mobile' ? m.scores.performance >= TARGETS.mobilePerformance : undefined,
    accessibility: m.scores.accessibility >= TARGETS.accessibility,
    initialJs: m.jsGzipBytes / 1000 <= TARGETS.initialJsKb,
  };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const mark = (ok) => (ok === undefined ? '—' : ok ? 'PASS' : 'FAIL');
export const slug = (page) =>
  page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-');

export function summaryLine(page, mode, m) {
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

export function section(results, machine, runs) {
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
    `- Production build on the e2e server (fresh embedded database); ${runs} runs per page and ` +
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
export async function writeReadme(markdown) {
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
export function prepareResultsDir() {
  mkdirSync(resultsDir, { recursive: true });
  const ignore = path.join(resultsDir, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, '*\n!.gitignore\n');
}
