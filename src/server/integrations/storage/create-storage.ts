import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createDatabaseStorage } from './database-storage.ts';
import type { FileStorage } from './file-storage.ts';

export const EMBEDDED_UPLOADS_WARNING =
  'Uploads are stored in the embedded PGlite database: it writes them on the event loop that ' +
  'answers every request and keeps them only on this machine (PGLITE_DIR). For production set ' +
  'DATABASE_URL (PostgreSQL) or the S3_* variables (a bucket).';

/**
 * The bucket when S3 is configured (env.ts refuses half a configuration), else the database.
 * The AWS SDK is loaded only then: it costs most instances, which have no bucket, about a
 * second of start-up and 25 MB. A production start that would keep uploads in the embedded
 * database says so in the log: it works, but it is a demo's set-up.
 */
export async function createFileStorage(
  env: Env,
  database: Pick<Database, 'db' | 'kind'>,
  log: FastifyBaseLogger,
): Promise<FileStorage> {
  const { db } = database;
  if (env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(
      db,
      {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
      log,
    );
  }
  if (env.production && database.kind === 'pglite') log.warn(EMBEDDED_UPLOADS_WARNING);
  return createDatabaseStorage(db);
}
