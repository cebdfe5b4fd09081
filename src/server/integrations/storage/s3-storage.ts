import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadContentType } from '#shared/constants/uploads.ts';
import type { Db } from '../../db/client.ts';
import { databaseBodies } from './database-storage.ts';
import { fileRow, measured, type FileStorage } from './file-storage.ts';
import { deleteFileRow, findFileContent, insertFileRow } from './stored-files.queries.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export function createS3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's newer default checksums (CRC32 trailers) are not understood by every
    // S3-compatible service; checksums go only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must not hold an upload or a download open for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** Bucket keys carry only the file id: no names or customer data in the bucket's listings. */
const objectKey = (id: string) => `files/${id}`;

/**
 * Bytes in the bucket, metadata in `files`. The object is written first and the row second, so
 * a file the app can see always has its bytes; a row that cannot be written takes its object
 * with it (docs/decisions/file-storage.md). A PutObject needs its length, so the file is held in
 * memory (at most its cap) until it has arrived; the number of uploads at once is limited
 * (plugins/upload-slots.ts).
 */
export function createS3Storage(
  db: Db,
  settings: S3Settings,
  log: FastifyBaseLogger,
  client = createS3Client(settings),
): FileStorage {
  const Bucket = settings.bucket;
  // Uploads from before the bucket was configured stay in the database.
  const databaseBody = databaseBodies(db);

  async function removeObject(key: string, why: string) {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      // No row points at it, so it is never served; it only takes space.
      log.error({ err, key }, `could not delete an orphaned upload object (${why})`);
    }
  }

  return {
    kind: 's3',
    async put(file) {
      const id = randomUUID();
      const key = objectKey(id);
      const content = measured(file.content);
      const pieces: Buffer[] = [];
      for await (const piece of content.bytes) pieces.push(piece);
      const bytes = Buffer.concat(pieces);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: file.contentType,
          ContentLength: bytes.length,
        }),
      );
      try {
        return await insertFileRow(db, { ...fileRow(file, content.done()), id, storageKey: key });
      } catch (err) {
        await removeObject(key, 'its row was not written');
        throw err;
      }
    },
    async get(id) {
      const row = await findFileContent(db, id);
      if (!row) return undefined;
      const file = {
        id: row.id,
        contentType: row.contentType as UploadContentType,
        sizeBytes: row.sizeBytes,
        originalName: row.originalName,
      };
      const inDatabase = databaseBody(row);
      if (inDatabase) return { ...file, body: inDatabase };
      if (!row.storageKey) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: row.storageKey }));
        return { ...file, body: object.Body as Readable };
      } catch (err) {
        if (!(err instanceof NoSuchKey)) throw err;
        log.error({ fileId: id }, 'a stored file has no object in the bucket');
        return undefined;
      }
    },
    async delete(id) {
      // The row goes first: once it is gone nothing serves the object, whatever happens next.
      const row = await deleteFileRow(db, id);
      if (row?.storageKey) await removeObject(row.storageKey, 'its file was deleted');
    },
  };
}
