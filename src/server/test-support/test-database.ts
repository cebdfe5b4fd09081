import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import {
  createPglite,
  openDatabase,
  pgliteDatabase,
  queryRows,
  type Database,
} from '../db/client.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { quoteIdent, uniqueDatabaseName, withAdminClient } from './database-template.ts';

/**
 * The test file's database, migrated and seeded: on PostgreSQL (TEST_DATABASE_URL) a copy of the
 * run's template, dropped when the next file opens its own; on PGlite the worker's one database, emptied and
 * re-seeded for the file. Opening PGlite from the snapshot took 1.3 s a file, a third of the
 * PGlite pass; emptying it takes a tenth of that. A test that needs a database it can break
 * (an outage) takes createSeparateTestDatabase().
 */
export async function createTestDatabase(): Promise<Database> {
  const file = expect.getState().testPath ?? '';
  // A second call in one file would empty the first one's data under it.
  if (openedBy === file) {
    throw new Error('createTestDatabase() twice in one file: take createSeparateTestDatabase()');
  }
  openedBy = file;
  await closeLeftovers();
  if (process.env.TEST_DATABASE_URL) return createSeparateTestDatabase();
  if (!workerPglite || workerPglite.closed) workerPglite = await pgliteFromSnapshot();
  else await resetDatabase(pgliteDatabase(workerPglite, async () => {}));
  // The file sees it through a view that refuses every query once closed, as a closed database
  // would: a timer a file leaves behind cannot write into the next file's data.
  let open = true;
  const database = pgliteDatabase(
    refusingOnceClosed(workerPglite, () => open),
    async () => {
      open = false;
    },
  );
  leftovers.push(database.close);
  return database;
}

let workerPglite: PGlite | undefined;
let openedBy: string | undefined;
/**
 * What earlier files opened, closed (and dropped) when the next file opens its database: Vitest
 * runs no `afterAll` registered from inside a `beforeAll` or a test, where files open them.
 */
let leftovers: (() => Promise<void>)[] = [];

async function closeLeftovers() {
  const closing = leftovers;
  leftovers = [];
  await Promise.allSettled(closing.map((close) => close()));
}

const pgliteFromSnapshot = () =>
  createPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });

function refusingOnceClosed(client: PGlite, isOpen: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!isOpen()) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * A database of the test's own, which it may close (an outage); closed and dropped once the next
 * file opens its database, or with the run's template at the end.
 */
export async function createSeparateTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = uniqueDatabaseName(template);
    await withAdminClient(url, (c) =>
      c.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
    );
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: dbUrl.toString(), poolSize: 20 });
    leftovers.push(async () => {
      await database.close();
      await withAdminClient(url, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    });
    return database;
  }
  const client = await pgliteFromSnapshot();
  const database = pgliteDatabase(client, () => client.close());
  leftovers.push(database.close);
  return database;
}

/** Empties every table and re-seeds the reference data: each test starts from the same state. */
export async function resetDatabase(database: Database) {
  const [found] = await queryRows<{ tables: string[]; sequences: string[]; superuser: boolean }>(
    database.db,
    sql`select
      array(select tablename::text from pg_tables where schemaname = 'public') as tables,
      array(select sequencename::text from pg_sequences where schemaname = 'public') as sequences,
      current_setting('is_superuser') = 'on' as superuser`,
  );
  const { tables, sequences, superuser } = found!;
  await database.db.transaction(async (tx) => {
    if (superuser) {
      // DELETE with the foreign keys unchecked (every table is emptied) takes a quarter of
      // TRUNCATE's time on PostgreSQL, which makes new files for each table: the per-test
      // reset was most of the PostgreSQL pass. Only a superuser may skip the checks.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of tables) await tx.execute(sql.raw(`delete from ${quoteIdent(table)}`));
      await tx.execute(sql`set local session_replication_role = origin`);
    } else {
      await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')} cascade`));
    }
    for (const sequence of sequences) {
      await tx.execute(sql.raw(`alter sequence ${quoteIdent(sequence)} restart`));
    }
    await seedReferenceData(tx);
  });
}
