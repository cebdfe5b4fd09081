import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createDatabaseStorage } from './database-storage.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * The bucket when S3 is configured (env.ts refuses half a configuration), else the database.
 * The AWS SDK is loaded only then: it costs most instances, which have no bucket, about a
 * second of start-up and 25 MB.
 */
export async function createFileStorage(
  env: Env,
  db: Db,
  log: FastifyBaseLogger,
): Promise<FileStorage> {
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
  return createDatabaseStorage(db);
}
