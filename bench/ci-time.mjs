// `npm run bench:ci`: how long CI takes. Clones this repository's committed HEAD into a
// temporary directory, runs `.ci/run` there as CI does (npm install, lint, typecheck, the unit
// and API tests on PGlite and PostgreSQL side by side, the build, the browser journeys) and
// records the wall time of each part against the 20-minute budget in bench/README.md. Nothing
// else should run meanwhile. A measurement, not a test: it exits 0 when the target is missed,
// and records a failed run as such.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { machineLine, passFail, root, writeReadmeSection } from './lib.mjs';

const TARGET_S = 20 * 60;
const loadAtStart = os.loadavg()[0];

// Where each part starts, read from .ci/run's output (npm's script headers and scripts/test.mjs).
const parts = [
  { name: 'npm install (and Chromium when missing)', startsWith: null },
  { name: 'lint and typecheck, side by side', startsWith: /^> \S+ (lint|typecheck)$/ },
  { name: 'unit and API tests, PGlite and PostgreSQL side by side', startsWith: /^▶ unit and API/ },
  { name: 'build', startsWith: /^▶ build$/ },
  { name: 'browser journeys (Playwright)', startsWith: /^▶ browser journeys/ },
];

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-ci-'));
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const startsAt = [0];
const vitestDurations = [];
let playwrightSummary = '';

try {
  spawnSync('git', ['clone', '-q', root, dir], { stdio: 'inherit' });
  const child = spawn('bash', ['.ci/run'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const read = (stream) =>
    readline.createInterface({ input: stream }).on('line', (raw) => {
      // eslint-disable-next-line no-control-regex
      const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trim();
      const next = parts[startsAt.length];
      if (next?.startsWith?.test(line)) {
        startsAt.push(seconds());
        console.log(`${seconds().toFixed(0).padStart(5)} s  ${next.name}`);
      }
      const vitest = /^Duration\s+([\d.]+)s/.exec(line);
      if (vitest) vitestDurations.push(Number(vitest[1]));
      if (/^\d+ passed \(/.test(line)) playwrightSummary = line;
    });
  read(child.stdout);
  read(child.stderr);
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const total = seconds();
  writeReadme(code, total);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function writeReadme(code, total) {
  const rows = parts.map((part, i) => {
    const from = startsAt[i];
    const to = startsAt[i + 1] ?? total;
    const spent = from === undefined ? '–' : `${(to - from).toFixed(0)} s`;
    return `| ${part.name} | ${spent} |`;
  });
  const passes = vitestDurations.length
    ? `Vitest's own durations of the passes (PGlite, then PostgreSQL): ${vitestDurations
        .map((d) => `${d.toFixed(0)} s`)
        .join(', ')}. `
    : '';
  const ok = code === 0 && total <= TARGET_S;
  writeReadmeSection(
    'ci-time',
    `## CI wall time (\`.ci/run\` on a fresh clone)

\`\`\`sh
npm run bench:ci
\`\`\`

- ${machineLine(loadAtStart)}; PostgreSQL on 127.0.0.1; commit \`${commit}\`.
- A fresh clone of the committed HEAD, \`bash .ci/run\` in it, nothing else running. Target: at
  most ${TARGET_S / 60} minutes, every test passing.

| part | wall time |
|---|---:|
${rows.join('\n')}
| **total** | **${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)** |

- ${passes}Playwright: ${playwrightSummary || 'no summary'}.
- \`.ci/run\` exit code ${code}: **${passFail(ok)}**.`,
  );
  console.log(
    `.ci/run exit ${code} in ${total.toFixed(0)} s (target ≤ ${TARGET_S} s): ${passFail(ok)}`,
  );
}
