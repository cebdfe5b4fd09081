import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

// Resolves to src/server/db/migrations in development and dist/server/migrations in the build
// (the server bundle is a single file beside the copied folder).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_LOCK = 7_302_001;

/** Applies pending migrations; safe when several instances start at once. */
export async function migrateDatabase(database: Database, folder = migrationsFolder) {
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  });
}
