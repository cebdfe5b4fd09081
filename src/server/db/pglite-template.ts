import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpPgliteDataDir, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * A fresh embedded database starts from a template the build makes (initdb and every migration
 * already run, gzipped beside the server bundle): PGlite's initdb alone takes several seconds,
 * loading the template about one. Without the file (development, tests) PGlite runs initdb as
 * before and the migrations run at start.
 */
export const pgliteTemplateFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'pglite-template.tgz',
);

/** The template's bytes when `dataDir` holds no database yet and the build made one. */
export function pgliteTemplateFor(dataDir: string, file = pgliteTemplateFile) {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/** Writes the template: a new in-memory database, migrated, dumped. Run by `npm run build`. */
export async function writePgliteTemplate(file: string, migrationsFolder?: string) {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database, migrationsFolder);
    writeFileSync(file, await dumpPgliteDataDir(database.db, 'gzip'));
  } finally {
    await database.close();
  }
}
