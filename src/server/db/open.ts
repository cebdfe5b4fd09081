import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { openDatabase } from './client.ts';
import { pgliteTemplateFor } from './pglite-template.ts';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite on disk. */
export function openConfiguredDatabase(env: Env) {
  if (env.DATABASE_URL) {
    return openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  }
  const dataDir = path.resolve(env.PGLITE_DIR);
  mkdirSync(dataDir, { recursive: true });
  const template = pgliteTemplateFor(dataDir);
  return openDatabase({ dataDir, ...(template ? { loadDataDir: template } : {}) });
}
