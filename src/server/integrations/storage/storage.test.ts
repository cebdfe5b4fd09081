import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { createCustomer } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { startFakeS3 } from '../../test-support/fake-s3.ts';
import { samples } from '../../test-support/upload-samples.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { CHUNK_BYTES, createDatabaseStorage } from './database-storage.ts';
import type { FileStorage, NewFile } from './file-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

let database: Database;
let bucket: Awaited<ReturnType<typeof startFakeS3>>;
const logged: string[] = [];
const log = {
  error: (_obj: unknown, message: string) => logged.push(message),
} as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
  bucket = await startFakeS3();
});
afterAll(() => bucket.close());
beforeEach(async () => {
  await resetDatabase(database);
  bucket.clear();
  logged.length = 0;
});

const invoice = (overrides: Partial<NewFile> = {}): NewFile => ({
  kind: 'invoice',
  contentType: 'application/pdf',
  content: [samples.pdf()],
  originalName: 'invoice.pdf',
  ...overrides,
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const readAll = async (storage: FileStorage, id: string) => {
  const file = await storage.get(id);
  return file && { ...file, body: await text(file.body) };
};

describe.each([
  ['PostgreSQL', () => createDatabaseStorage(database.db)],
  ['S3 bucket', () => createS3Storage(database.db, bucket.settings, log)],
])('file storage in the %s', (_where, makeStorage) => {
  it('stores bytes under a new id and gives them back with their type and size', async () => {
    const storage = makeStorage();
    const customer = await createCustomer(database, 'owner@example.com');
    const { id } = await storage.put(invoice({ uploadedByCustomerId: customer.id }));
    expect(await readAll(storage, id)).toEqual({
      id,
      contentType: 'application/pdf',
      sizeBytes: samples.pdf().length,
      originalName: 'invoice.pdf',
      body: samples.pdf().toString(),
    });
    const [row] = await database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ kind: 'invoice', uploadedByCustomerId: customer.id });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const storage = makeStorage();
    const { id } = await storage.put(invoice());
    await storage.delete(id);
    expect(await storage.get(id)).toBeUndefined();
    await storage.delete(id);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('knows no file under an unknown id', async () => {
    expect(await makeStorage().get(randomUUID())).toBeUndefined();
  });

  it('stores nothing when the row cannot be written', async () => {
    const storage = makeStorage();
    // The uploader does not exist: the foreign key refuses the row.
    const error: unknown = await storage
      .put(invoice({ uploadedByCustomerId: randomUUID(), content: [samples.pdfOfSize(600_000)] }))
      .catch((err: unknown) => err);
    // What reaches the logs names the reason, not the query's parameters (the whole file).
    expect(String(error)).toMatch(/^Error: The file row was not written: .*foreign key/);
    expect(JSON.stringify(error)).toBe('{"code":"23503"}');
    expect(await rowCount(database, files)).toBe(0);
    // The pieces written before the row was refused went with it.
    expect(await rowCount(database, fileChunks)).toBe(0);
    expect(bucket.keys()).toEqual([]);
  });
});

describe('the PostgreSQL storage', () => {
  it('keeps the bytes in pieces of 256 kB, hashed as they arrive', async () => {
    const storage = createDatabaseStorage(database.db);
    const bytes = randomBytes(2 * CHUNK_BYTES + 1000);
    // As an upload arrives: pieces of any size.
    const arriving = [
      bytes.subarray(0, 100),
      bytes.subarray(100, 300_000),
      bytes.subarray(300_000),
    ];
    const { id } = await storage.put(invoice({ content: arriving }));
    const [row] = await database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({
      data: null,
      storageKey: null,
      chunks: 3,
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
    });
    const pieces = await database.db
      .select()
      .from(fileChunks)
      .where(eq(fileChunks.fileId, id))
      .orderBy(asc(fileChunks.seq));
    expect(pieces.map((piece) => piece.data.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 1000]);
    const file = await storage.get(id);
    // Compared by their hash: toEqual walks half a megabyte byte by byte for seconds.
    expect(sha256(Buffer.concat(await file!.body.toArray()))).toBe(sha256(bytes));

    await storage.delete(id);
    expect(await rowCount(database, fileChunks)).toBe(0);
  });

  it('stores nothing of a file whose upload fails part-way', async () => {
    const storage = createDatabaseStorage(database.db);
    async function* cutOff() {
      yield samples.pdfOfSize(CHUNK_BYTES);
      yield samples.pdfOfSize(CHUNK_BYTES);
      throw new Error('the client went away');
    }
    await expect(storage.put(invoice({ content: cutOff() }))).rejects.toThrow(/went away/);
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, fileChunks)).toBe(0);
  });

  it('still serves a file stored whole in its row, as uploads were before', async () => {
    const [row] = await database.db
      .insert(files)
      .values({
        kind: 'invoice',
        contentType: 'application/pdf',
        sizeBytes: samples.pdf().length,
        sha256: sha256(samples.pdf()),
        originalName: 'old.pdf',
        data: samples.pdf(),
      })
      .returning();
    expect((await readAll(createDatabaseStorage(database.db), row!.id))?.body).toBe(
      samples.pdf().toString(),
    );
  });
});

describe('the S3 storage', () => {
  it('puts the bytes in the bucket under the file id and only metadata in the row', async () => {
    const storage = createS3Storage(database.db, bucket.settings, log);
    const { id } = await storage.put(invoice({ contentType: 'application/pdf' }));
    const [row] = await database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ storageKey: `files/${id}`, data: null });
    expect(bucket.object(`files/${id}`)).toEqual({
      body: samples.pdf(),
      contentType: 'application/pdf',
    });
    const head = await createS3Client(bucket.settings).send(
      new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: `files/${id}` }),
    );
    expect(head.ContentLength).toBe(samples.pdf().length);

    await storage.delete(id);
    expect(bucket.keys()).not.toContain(`files/${id}`);
  });

  it('writes no row when the bucket refuses the object', async () => {
    const storage = createS3Storage(database.db, bucket.settings, log);
    bucket.refuseNext('PutObject');
    await expect(storage.put(invoice())).rejects.toThrow(/Access Denied/);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('deletes the object again when its row cannot be written', async () => {
    const storage = createS3Storage(database.db, bucket.settings, log);
    await expect(storage.put(invoice({ orderId: randomUUID() }))).rejects.toThrow();
    expect(bucket.calls.map((call) => call.split(' ')[0])).toEqual(['PutObject', 'DeleteObject']);
    expect(bucket.keys()).toEqual([]);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('forgets a file even when the bucket refuses to delete its object', async () => {
    const storage = createS3Storage(database.db, bucket.settings, log);
    const { id } = await storage.put(invoice());
    bucket.refuseNext('DeleteObject');
    await storage.delete(id);
    expect(await storage.get(id)).toBeUndefined();
    expect(logged).toEqual(['could not delete an orphaned upload object (its file was deleted)']);
  });

  it('still serves files stored in the database before the bucket was configured', async () => {
    const { id } = await createDatabaseStorage(database.db).put(invoice());
    const file = await readAll(createS3Storage(database.db, bucket.settings, log), id);
    expect(file?.body).toBe(samples.pdf().toString());
  });

  it('answers no file when the object has gone from the bucket', async () => {
    const storage = createS3Storage(database.db, bucket.settings, log);
    const { id } = await storage.put(invoice());
    await createS3Client(bucket.settings).send(
      new DeleteObjectCommand({ Bucket: bucket.settings.bucket, Key: `files/${id}` }),
    );
    expect(await storage.get(id)).toBeUndefined();
    expect(logged).toEqual(['a stored file has no object in the bucket']);
  });

  it('is refused by a bucket that does not know its key', async () => {
    const storage = createS3Storage(
      database.db,
      { ...bucket.settings, accessKeyId: 'AKIDSOMEONEELSE' },
      log,
    );
    await expect(storage.put(invoice())).rejects.toThrow();
    expect(await rowCount(database, files)).toBe(0);
  });
});
