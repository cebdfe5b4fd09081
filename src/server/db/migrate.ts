import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from './client.ts';

// Resolves to src/server/db/migrations in development and dist/server/migrations in the build
// (the server bundle is a single file beside the copied folder).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_LOCK = 7_302_001;

/** Applies pending migrations; safe when several instances start at once. */
export async function migrateDatabase(database: Database, folder = migrationsFolder) {
  if (await isUpToDate(database.db, folder)) return;
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  });
}

/**
 * Whether the newest migration of the folder is applied. drizzle's migrator would find that out
 * too, after reading and hashing every migration file: most starts have nothing to apply, and
 * this answers from the journal and one row (bench:startup). Migrations only move forward, so
 * a database that has the newest one has them all.
 */
async function isUpToDate(db: Db, folder: string) {
  const journal = JSON.parse(
    await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  const newest = journal.entries.at(-1)?.when;
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (newest === undefined || !table?.name) return false;
  const [applied] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return applied?.newest != null && Number(applied.newest) >= newest;
}
