import v8 from 'node:v8';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

/** The one database type services receive: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` holding a session-level advisory lock (one migrator at a time). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` only if the advisory lock is free, holding it meanwhile (a scheduled job: one
   * instance at a time, the others skip that round). `ran: false` when it was held.
   */
  tryWithLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<LockedRun<T>>;
  close(): Promise<void>;
  /**
   * Connections of each node-postgres pool in use and requests waiting for one (metrics).
   * PGlite has none to report: one connection in the process, its queue is not exposed.
   */
  poolUse?(): PoolUse[];
};

export type PoolUse = { pool: 'main' | 'lock'; inUse: number; waiting: number };

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/**
 * PGlite's PostgreSQL is WebAssembly that V8 runs unoptimised first and recompiles, function by
 * function, on background threads once a function has run long enough (its tiering budget).
 * Opening a database runs thousands of functions just long enough, and recompiling them took the
 * cores from the rest of the start. With a budget 300 times V8's default, start-up code stays as
 * it is; code that queries keep running is still optimised, later: bench:startup measures the
 * start and heavy queries both ways. V8 reads the budget when a module compiles, so before the
 * first PGlite; a budget given to node on its command line is left alone.
 */
const WASM_TIERING_BUDGET = 540_000_000;
let tieringBudgetSet = false;

export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File }) {
  if (!tieringBudgetSet) {
    tieringBudgetSet = true;
    const own = process.execArgv.some((arg) => arg.startsWith('--wasm-tiering-budget'));
    if (!own) v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  }
  const client = new PGlite({
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers is touched at start and would be most of the
    // process's memory; an embedded single-user database serves fine from 32 MB.
    postgresqlconf: ['shared_buffers=32MB'],
    serializers: { [types.BYTEA]: byteaParameter },
    parsers: { [types.BYTEA]: byteaFromHex },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // While PGlite compiles, nothing else may keep the event loop alive (the server is not yet
  // listening), and Node then blocks the process until every background task of V8 is done,
  // the recompilations above included: a quarter of a second of the start. A timer keeps it alive.
  const keepLoopAlive = setInterval(() => {}, 60_000);
  try {
    await client.waitReady;
  } finally {
    clearInterval(keepLoopAlive);
  }
  return client;
}

/**
 * PGlite's own bytea handling builds one JavaScript string per byte: storing 10 MB held the event
 * loop for 3.7 s and reading it back for 1.8 s (bench/upload-stall.mjs). Bytes go as a binary
 * parameter instead (PGlite sends any typed array or ArrayBuffer that way, PostgreSQL copies it
 * as is), and PostgreSQL's hex text comes back through Buffer's native decoder. A view of a whole
 * ArrayBuffer goes as the buffer itself: PGlite would copy a view into a new one first.
 */
function byteaParameter(value: unknown) {
  if (!ArrayBuffer.isView(value)) return String(value);
  const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
  return (whole ? value.buffer : value) as unknown as string;
}
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), 'hex');

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }) {
  const client = await createPglite(options);
  return pgliteDatabase(client, () => client.close());
}

/** The Database over a PGlite client; `close` says what closing it means (tests share one). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client) as unknown as Db;
  // Only this process can open a PGlite data directory: its locks are kept here.
  const held = new Set<number>();
  return {
    db,
    kind: 'pglite' as const,
    // PGlite has a single connection, so there is no one else to lock out.
    withLock: <T>(_key: number, fn: (db: Db) => Promise<T>) => fn(db),
    async tryWithLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<LockedRun<T>> {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, value: await fn(db) };
      } finally {
        held.delete(key);
      }
    },
    close: once(close),
  };
}

async function openPostgres(url: string, poolSize = 10) {
  // Loaded only for PostgreSQL: `npm start` on the embedded database starts without them.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A database that does not answer at all (a network cut, not a refusal) fails a request after
  // a few seconds, answered 503, instead of holding it for as long as TCP takes to give up; the
  // same for a request that waits that long for a free connection. keepAlive notices a dead
  // server under an idle connection.
  const connection = { connectionTimeoutMillis: 5_000, keepAlive: true };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...connection });
  // A dropped idle connection must not take the process down.
  pool.on('error', () => {});
  // A scheduled job holds its lock on a connection of its own while its work queries the main
  // pool. Taken from the main pool, every job starting at once (they do, on the hour) would
  // hold every connection of a small pool and wait for one forever.
  const lockPool = new pg.Pool({
    connectionString: url,
    max: 8,
    idleTimeoutMillis: 30_000,
    ...connection,
  });
  lockPool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres' as const,
    async withLock<T>(key: number, fn: (db: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async tryWithLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<LockedRun<T>> {
      const client = await lockPool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await fn(db) };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    poolUse: (): PoolUse[] =>
      (
        [
          ['main', pool],
          ['lock', lockPool],
        ] as const
      ).map(([name, p]) => ({
        pool: name,
        inUse: p.totalCount - p.idleCount,
        waiting: p.waitingCount,
      })),
    close: once(async () => {
      await Promise.all([pool.end(), lockPool.end()]);
    }),
  };
}

/** A PGlite database's data directory as a tarball (test snapshots, the build's template). */
export async function dumpPgliteDataDir(db: Db, compression: 'none' | 'gzip') {
  const client = (db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir(compression);
  return Buffer.from(await dump.arrayBuffer());
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}

/** Closing twice (a test's own close, then its afterAll) must not throw. */
function once(fn: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. Only *.queries.ts files call it. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
