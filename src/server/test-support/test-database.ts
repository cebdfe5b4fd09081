import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { quoteIdent, uniqueDatabaseName, withAdminClient } from './database-template.ts';

/**
 * A fresh, migrated and seeded database for one test file, on PGlite or (with
 * TEST_DATABASE_URL) PostgreSQL; closed and dropped after the file.
 */
export async function createTestDatabase(): Promise<Database> {
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
    afterAll(async () => {
      await database.close();
      await withAdminClient(url, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    });
    return database;
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  afterAll(() => database.close());
  return database;
}

/** Empties every table and re-seeds the reference data: each test starts from the same state. */
export async function resetDatabase(database: Database) {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => quoteIdent(r.tablename)).join(', ');
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await database.db.execute(sql`alter sequence order_number_seq restart`);
  await seedReferenceData(database.db);
}
