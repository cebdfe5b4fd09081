// `npm run bench:qr`: what QR codes cost the rest of the app (issue #8 item 7). The production
// build on a fresh embedded database; first GET /api/pricing alone, then the same while 8
// connections ask for large QR codes (each a different address, so no cache helps, each from
// its own client address, so the per-client limit does not hide the work). Records the pricing
// latency next to each other, with the QR answers, in bench/README.md.
//
// BENCH_LABEL names the run ("before", "after"); each label keeps its own row, so a run of an
// older build (BUILD_DIR) and of this one stand side by side. A measurement, not a test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'dist';
const label = process.env.BENCH_LABEL ?? 'this build';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const QR_CONNECTIONS = 8;
const PORT = 5083;
const base = `http://127.0.0.1:${PORT}`;
const readmePath = path.join(root, 'bench', 'README.md');
const resultsPath = path.join(root, 'bench', 'results', 'qr-load.json');
const START = '<!-- qr-load:start -->';
const END = '<!-- qr-load:end -->';

// The request (size 1000, 1,900 characters) and the largest one the caps now allow.
const shapes = {
  'size 1000, 1,900 chars': { size: 1000, length: 1900 },
  'size 600, 500 chars': { size: 600, length: 500 },
};

function ensureBuild() {
  if (existsSync(path.join(root, buildDir, 'server', 'main.js'))) return;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startApp(dataDir) {
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      APP_URL: base,
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
      DEMO_MODE: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the app exited during start-up');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become ready');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** GET /api/pricing one at a time until `until` (or `count` times); latencies in ms. */
async function probePricing({ until, count }) {
  const times = [];
  while (count ? times.length < count : Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}/api/pricing`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times.at(-1),
  };
}

async function qrLoad({ size, length }) {
  let n = 0;
  const address = () => {
    n += 1;
    const page = `${base}/get-quote?ref=${n}&pad=`;
    return page + 'x'.repeat(Math.max(0, length - page.length));
  };
  const until = Date.now() + DURATION_S * 1000;
  const [qr, pricing] = await Promise.all([
    autocannon({
      url: base,
      connections: QR_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/qr-code.png?size=${size}&data=${encodeURIComponent(address())}`,
            headers: { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
          }),
        },
      ],
    }),
    probePricing({ until }),
  ]);
  return {
    qr: {
      ok: qr['2xx'],
      refused: qr['4xx'],
      failed: qr['5xx'] + qr.errors + qr.timeouts,
      p50: qr.latency.p50,
      p99: qr.latency.p99,
    },
    pricing,
  };
}

function render(results) {
  const ms = (v) => (v === undefined ? '—' : v < 10 ? v.toFixed(1) : Math.round(v).toString());
  const rows = [];
  for (const [run, r] of Object.entries(results)) {
    rows.push(
      `| ${run} | pricing alone | — | — | ${ms(r.alone.p50)} | ${ms(r.alone.p99)} | ${ms(r.alone.max)} |`,
    );
    for (const [shape, s] of Object.entries(r.loaded)) {
      rows.push(
        `| ${run} | with QR ${shape} | ${s.qr.ok} ok, ${s.qr.refused} refused, ${s.qr.failed} failed | ${ms(s.qr.p50)} / ${ms(s.qr.p99)} | ${ms(s.pricing.p50)} | ${ms(s.pricing.p99)} | ${ms(s.pricing.max)} |`,
      );
    }
  }
  const dates = Object.values(results).map((r) => `${r.label}: ${r.date}, load average ${r.load}`);
  return `${START}

## QR codes and the rest of the app

\`\`\`sh
npm run bench:qr                                   # this build, labelled by BENCH_LABEL
\`\`\`

- ${os.cpus().length} CPUs, Node ${process.version}; the build on a fresh embedded database, ${DURATION_S} s per load.
- ${QR_CONNECTIONS} connections ask for QR codes, each for a different address (no cache hit) and from
  its own client address (the per-client limit does not apply), while \`GET /api/pricing\` is
  asked one request at a time; "pricing alone" is the same probe with nothing else running.
- To compare with an older build, build it aside (\`BUILD_DIR=.build/before npm run build\` on
  that commit) and run \`BUILD_DIR=.build/before BENCH_LABEL=before npm run bench:qr\`. "before"
  below is this branch just before the QR changes (the code of \`main\` for QR codes).
- Runs: ${dates.join('; ')}.

| build | pricing | QR answers | QR p50 / p99 ms | pricing p50 ms | pricing p99 ms | pricing max ms |
| ----- | ------- | ---------- | --------------- | -------------: | -------------: | -------------: |
${rows.join('\n')}

${END}`;
}

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-bench-qr-'));
const child = await startApp(dataDir);
try {
  await probePricing({ count: 50 }); // warm-up
  const alone = await probePricing({ count: 300 });
  const loaded = {};
  for (const [name, shape] of Object.entries(shapes)) loaded[name] = await qrLoad(shape);
  mkdirSync(path.dirname(resultsPath), { recursive: true });
  const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : {};
  results[label] = {
    label,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    load: os.loadavg()[0].toFixed(1),
    alone,
    loaded,
  };
  writeFileSync(resultsPath, JSON.stringify(results, null, 2));
  const readme = readFileSync(readmePath, 'utf8');
  // Through prettier (aligned tables), so `npm run lint` stays clean after a run.
  const options = (await prettier.resolveConfig(readmePath)) ?? {};
  const section = (
    await prettier.format(render(results), { ...options, parser: 'markdown' })
  ).trimEnd();
  writeFileSync(
    readmePath,
    readme.includes(START)
      ? readme.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
      : `${readme.trimEnd()}\n\n${section}\n`,
  );
  console.log(section);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
