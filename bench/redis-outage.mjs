// `npm run bench:redis-outage`: the production build with its rate-limit counters in Redis while
// that Redis is killed for 15 s under load (issue #25). A throwaway redis-server on a spare port
// (no persistence), the app on embedded PGlite in a temp folder. Quote requests at a fixed rate,
// each from its own address (never limited); in each phase (before, during, after) one more
// address sends LIMIT + 2 quote requests, which the limit must refuse past LIMIT. Checks: no 5xx,
// the limit holds per instance while Redis is gone, the outage is logged once (not per request),
// and the counts reach Redis again once it is back (the keys of the address limited during the
// outage, with its hits). Exits non-zero when a target is missed.
import os from 'node:os';
import { benchLead, ensureBuild, machineLine, percentile, waitReady } from './lib.mjs';
import {
  atFixedRate,
  freePort,
  nextAddress,
  seconds,
  sleep,
  startLoggedApp,
  table,
  tempDir,
  throwawayRedis,
  timedRequest,
  runChecks,
  tally,
} from './outage-kit.mjs';

const RATE_PER_S = 20;
const LIMIT = 10;
const BEFORE_MS = 8_000;
const OUTAGE_MS = 15_000;
const AFTER_MS = 10_000;
const PREFIX = 'roofbid-bench:';
const loadAtStart = os.loadavg()[0];

async function main() {
  ensureBuild();
  const redis = await throwawayRedis();
  const port = await freePort();
  const app = startLoggedApp(port, {
    PGLITE_DIR: tempDir('roofbid-bench-redis-'),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: PREFIX,
    CONTACT_MAX_PER_ADDRESS: String(LIMIT),
    // Required in production; no e-mail is queued by a quote request.
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  await waitReady(port, app.child, { pollMs: 100 });
  const base = `http://127.0.0.1:${port}`;
  const quote = async (address) => {
    const lead = benchLead();
    return timedRequest(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(lead),
    });
  };

  const steady = [];
  const load = atFixedRate(1000 / RATE_PER_S, async () => {
    steady.push(await quote(nextAddress()));
  });
  /** LIMIT + 2 quote requests from one address, 100 ms apart: answers by status. */
  const probe = async (address) => {
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      answers.push((await quote(address)).status);
      await sleep(100);
    }
    return answers;
  };
  const probes = {};

  await sleep(BEFORE_MS / 2);
  probes.before = { address: '192.0.2.1', answers: await probe('192.0.2.1') };
  await sleep(BEFORE_MS / 2 - 1_200);
  const killedAt = performance.now();
  await redis.kill();
  console.log(`Redis killed; down for ${OUTAGE_MS / 1000} s`);
  await sleep(2_000);
  probes.during = { address: '192.0.2.2', answers: await probe('192.0.2.2') };
  await sleep(OUTAGE_MS - (performance.now() - killedAt));
  await redis.start();
  const backAt = performance.now();
  console.log('Redis started again (empty)');
  // Reconnect (at most 5 s between tries) and a sync (every second).
  await sleep(6_000);
  probes.after = { address: '192.0.2.3', answers: await probe('192.0.2.3') };
  await sleep(Math.max(0, AFTER_MS - (performance.now() - backAt)));
  await load.stop();
  await sleep(1_500);

  const redisCount = async (address) => {
    const reply = await redis.command('GET', `${PREFIX}leadSubmit:${address}`);
    return /^\$-1/.test(reply) ? 0 : Number(reply.split('\r\n')[1]);
  };
  const sharedDuring = await redisCount(probes.during.address);
  const sharedAfter = await redisCount(probes.after.address);

  const fives = steady.filter((q) => q.status === 0 || q.status >= 500);
  const steadyOk = steady.filter((q) => q.status === 201).length;
  const slowest = Math.max(...steady.map((q) => q.ms));
  const p99 = (list) =>
    percentile(
      list.map((q) => q.ms).sort((a, b) => a - b),
      99,
    );
  const phases = [
    { list: steady.filter((q) => q.sentAt < killedAt) },
    { list: steady.filter((q) => q.sentAt >= killedAt && q.sentAt < backAt) },
    { list: steady.filter((q) => q.sentAt >= backAt) },
  ];
  const sinceKill = app.logs.filter((l) => l.at >= killedAt);
  const outageLines = sinceKill.filter((l) => l.level >= 40);
  const describe = (lines) => tally(lines, (l) => `"${l.msg}"`) || 'none';
  const expected = (answers) =>
    answers.filter((s) => s === 201).length === LIMIT &&
    answers.filter((s) => s === 429).length === 2;
  const shown = (answers) =>
    `${answers.filter((s) => s === 201).length} × 201, ${answers.filter((s) => s === 429).length} × 429` +
    (answers.some((s) => s !== 201 && s !== 429)
      ? `, other: ${answers.filter((s) => s !== 201 && s !== 429).join(' ')}`
      : '');

  const rows = [
    [
      `steady quote requests (${steady.length}), each from its own address`,
      `${steadyOk} × 201, ${fives.length} × 5xx or no answer`,
      'no 5xx',
      fives.length === 0,
    ],
    [
      'steady p99 / slowest: before, Redis down, after',
      phases
        .map(({ list }) => `${seconds(p99(list))} / ${seconds(Math.max(...list.map((q) => q.ms)))}`)
        .join('; '),
      'slowest ≤ 10 s (no hang)',
      slowest <= 10_000,
    ],
    [
      `${LIMIT + 2} from one address, before the kill`,
      shown(probes.before.answers),
      `${LIMIT} × 201, 2 × 429`,
      expected(probes.before.answers),
    ],
    [
      `${LIMIT + 2} from one address, Redis down (per instance)`,
      shown(probes.during.answers),
      `${LIMIT} × 201, 2 × 429`,
      expected(probes.during.answers),
    ],
    [
      `${LIMIT + 2} from one address, after Redis is back`,
      shown(probes.after.answers),
      `${LIMIT} × 201, 2 × 429`,
      expected(probes.after.answers),
    ],
    [
      'warnings and errors logged from the kill on',
      `${outageLines.length}: ${describe(outageLines)}`,
      '1 per outage',
      outageLines.length >= 1 && outageLines.length <= 2,
    ],
    [
      'hits made while Redis was down, in Redis after it is back',
      String(sharedDuring),
      `${LIMIT + 2}`,
      sharedDuring === LIMIT + 2,
    ],
    [
      'hits made after Redis is back, in Redis',
      String(sharedAfter),
      `${LIMIT + 2}`,
      sharedAfter === LIMIT + 2,
    ],
  ];
  const info = sinceKill.filter((l) => l.level === 30 && /redis|counter/i.test(l.msg));
  const body = `## Redis outage under load (rate-limit counters)

\`\`\`sh
npm run bench:redis-outage
\`\`\`

- ${machineLine(loadAtStart)}; a machine shared with other work, so times are noisy.
- A throwaway \`redis-server\` on a spare port (\`--save '' --appendonly no\`), the production build on
  embedded PGlite (temp folder) with \`REDIS_URL\` to it and \`CONTACT_MAX_PER_ADDRESS=${LIMIT}\`. ${RATE_PER_S} quote
  requests a second, each from its own address; Redis killed (SIGKILL) after ${BEFORE_MS / 1000} s, started
  again (empty) ${OUTAGE_MS / 1000} s later. In each phase one more address sends ${LIMIT + 2} quote requests 100 ms apart.
- Info lines about Redis and the counters from the kill on: ${describe(info)}.

${table(rows)}`;
  return { body, rows };
}

runChecks('redis-outage', main);
