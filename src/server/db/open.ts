import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteTemplateFor } from './pglite-template.ts';

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite on disk,
 * held for this process until it is closed (data-dir-lock.ts): a second app, or a backup or
 * restore, on the same folder is refused rather than let write beside it.
 */
export async function openConfiguredDatabase(env: Env, holder = 'RoofBid') {
  if (env.DATABASE_URL) {
    return openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  }
  const dataDir = path.resolve(env.PGLITE_DIR);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, holder);
  try {
    const template = pgliteTemplateFor(dataDir);
    const database = await openDatabase({
      dataDir,
      ...(template ? { loadDataDir: template } : {}),
    });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
