// What the outage benchmarks share (db-outage, redis-outage, shutdown): throwaway PostgreSQL and
// Redis servers on spare ports, an SMTP server that keeps what it receives, the production build
// with its JSON log captured, requests at a fixed rate, and cleaning all of it up however the
// run ends. Never the shared servers on 5432 and 6379: those other people are using.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { productionEnv, root, serverMain, writeReadmeSection } from './lib.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Cleanup that runs however the run ends: `finally` runs the async steps in reverse order; the
 * `exit` handler (a crash, Ctrl-C) runs their synchronous fallbacks, so no server or temp folder
 * outlives the script.
 */
const cleanups = [];
export function onCleanup(async, sync = async) {
  cleanups.push({ async, sync, done: false });
}
export async function cleanUp() {
  for (const step of cleanups.reverse()) {
    if (step.done) continue;
    step.done = true;
    try {
      await step.async();
    } catch (err) {
      console.error('cleanup:', err.message);
    }
  }
}
process.on('exit', () => {
  for (const step of [...cleanups].reverse()) {
    if (step.done) continue;
    step.done = true;
    try {
      step.sync();
    } catch {
      // best effort while exiting
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Says why the run cannot go on, and exits non-zero (cleanup runs on exit). */
export function giveUp(message) {
  console.error(`Cannot run this benchmark: ${message}`);
  process.exit(2);
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const pgBinDirs = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` OS user and its
 * commands run through runuser; as anyone else, as that user.
 */
function pgCommand(bin, args) {
  if (process.getuid?.() !== 0) return [bin, args];
  return ['runuser', ['-u', 'postgres', '--', bin, ...args]];
}

function runPg(bin, args, what) {
  const [command, argv] = pgCommand(bin, args);
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${what} failed: ${result.error?.message ?? ''}${result.stderr ?? ''}`);
  }
}

/**
 * A PostgreSQL cluster of its own (initdb in a temp folder, listening on 127.0.0.1 on a spare
 * port, trust authentication), to stop and start under load. `stop()` is `pg_ctl stop -m fast`.
 */
export async function throwawayPostgres() {
  const binDir = pgBinDirs.find((dir) => dir && existsSync(path.join(dir, 'pg_ctl')));
  if (!binDir || !existsSync(path.join(binDir, 'initdb'))) {
    giveUp('initdb and pg_ctl not found (set PG_BIN to the folder that holds them)');
  }
  if (process.getuid?.() === 0) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (user.status !== 0) giveUp('running as root and there is no `postgres` OS user to run as');
  }
  const dir = tempDir('roofbid-bench-pg-');
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  runPg(
    path.join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    'initdb',
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    runPg(
      pgCtl,
      ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'],
      'pg_ctl start',
    );
  const stop = (mode = 'fast') =>
    runPg(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop'], 'pg_ctl stop');
  const running = () => existsSync(path.join(dataDir, 'postmaster.pid'));
  start();
  onCleanup(
    async () => running() && stop('immediate'),
    () => running() && stop('immediate'),
  );
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, start, stop };
}

/** A Redis of its own on a spare port (no persistence); `kill()` and `start()` again. */
export async function throwawayRedis() {
  const bin = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
  if (!existsSync(bin)) giveUp(`${bin} not found (set REDIS_SERVER)`);
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', ''].concat([
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ]),
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  const kill = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  onCleanup(kill, () => child?.exitCode === null && child.kill('SIGKILL'));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    kill,
    command: (...args) => redisCommand(port, args),
  };
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One Redis command over a raw socket (RESP); answers the reply's text. */
export function redisCommand(port, args) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const request = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;
    let reply = '';
    socket.once('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      // Good enough for the small replies these benchmarks read (KEYS, GET, DBSIZE).
      if (/\r\n$/.test(reply)) {
        socket.end();
        resolve(reply);
      }
    });
    socket.once('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('redis did not answer'));
    }, 2_000).unref();
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives: the recipients, and each message's
 * text by recipient (quoted-printable undone, so links read whole).
 */
export async function smtpCapture() {
  const recipients = [];
  const mail = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
        for (const { address } of session.envelope.rcptTo) {
          recipients.push(address);
          mail.set(address, [...(mail.get(address) ?? []), text]);
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(
    () => new Promise((resolve) => server.close(resolve)),
    () => server.server.close(),
  );
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, recipients, mail };
}

/**
 * The production build with its JSON log kept: `logs` holds each parsed line with the time it
 * arrived (`at`, ms on performance.now()), `exited` resolves with the exit code.
 */
export function startLoggedApp(port, env) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    // The load generator stands in for one proxy hop: each request its own client address.
    env: productionEnv(port, { LOG_LEVEL: 'info', TRUST_PROXY: '1', ...env }),
  });
  const logs = [];
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      try {
        logs.push({ ...JSON.parse(line), at: performance.now() });
      } catch {
        // the start-up banner is plain text
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  onCleanup(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
    () => child.exitCode === null && child.kill('SIGKILL'),
  );
  return { child, logs, exited, port };
}

let addressCount = 0;
/** A new client address each call, for X-Forwarded-For (the per-address limits). */
export function nextAddress() {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/**
 * One request, timed: status, the error body's code, or the network error that replaced an
 * answer. Gives up after `timeoutMs` (recorded as a timeout, not a hang).
 */
export async function timedRequest(url, init = {}, timeoutMs = 15_000) {
  const sentAt = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { sentAt, ms: performance.now() - sentAt, status: res.status, body };
  } catch (err) {
    const cause = err.cause?.code ?? err.name;
    return { sentAt, ms: performance.now() - sentAt, status: 0, error: cause ?? String(err) };
  }
}

/** Calls `fire()` every `everyMs` without waiting for answers (an open loop); `stop()` ends it. */
export function atFixedRate(everyMs, fire) {
  const pending = new Set();
  const timer = setInterval(() => {
    const p = fire().finally(() => pending.delete(p));
    pending.add(p);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** Whether an error answer has the app's shape: `{ error: { code, message } }`. */
export const isErrorShape = (body) =>
  typeof body?.error?.code === 'string' && typeof body?.error?.message === 'string';

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** "3 × 201, 2 × 503": how many of `items` gave each answer of `key` (status, or the error). */
export function tally(items, key = (r) => r.status || r.error) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n} × ${what}`).join(', ');
}

/**
 * Runs a benchmark's `main` (which answers whether every target was met), prints and writes its
 * README section, cleans up, and exits 0, 1 (a target missed or a failure).
 */
export function runChecks(name, main) {
  main()
    .then(async ({ body, rows }) => {
      console.log(`\n${body}\n`);
      writeReadmeSection(name, body);
      await cleanUp();
      process.exit(rows.every((row) => row[3]) ? 0 : 1);
    })
    .catch(async (err) => {
      console.error(err);
      await cleanUp();
      process.exit(1);
    });
}

/** A results table as Markdown, also printed. */
export function table(rows) {
  const lines = [
    '| check | measured | target | |',
    '|---|---|---|---|',
    ...rows.map(
      ([label, figure, target, ok]) =>
        `| ${label} | ${figure} | ${target} | ${ok ? 'PASS' : 'FAIL'} |`,
    ),
  ];
  return lines.join('\n');
}
