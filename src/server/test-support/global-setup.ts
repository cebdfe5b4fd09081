import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteDataDir, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { quoteIdent, uniqueDatabaseName, withAdminClient } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it:
 * a PGlite data-dir snapshot, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = uniqueDatabaseName();
    await withAdminClient(url, (c) => c.query(`create database ${quoteIdent(template)}`));
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 2 });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await withAdminClient(url, async (c) => {
        // Drop the template and any per-file database a crashed worker left behind.
        const { rows } = await c.query<{ datname: string }>(
          `select datname from pg_database where starts_with(datname, $1)`,
          [template],
        );
        for (const { datname } of rows) {
          await c.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
        }
      });
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-test-'));
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const snapshot = path.join(dir, 'snapshot.tar');
  writeFileSync(snapshot, await dumpPgliteDataDir(database.db, 'none'));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
