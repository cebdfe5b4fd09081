import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { requiredText } from '#shared/schemas/common.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { createDatabaseStorage } from '../../integrations/storage/database-storage.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { createS3Storage } from '../../integrations/storage/s3-storage.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { createCustomer, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { startFakeS3 } from '../../test-support/fake-s3.ts';
import { expectErrorAnswer, expectFieldErrors } from '../../test-support/field-errors.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { multipartForm, samples, type FormEntry } from '../../test-support/upload-samples.ts';
import { receiveUpload } from './receive-upload.ts';
import { invoiceUpload, photoUploads } from './upload-rules.ts';

// A form like the completion form: one invoice, up to 6 photos, a rating and a review.
const completionLike = {
  files: {
    invoice: { ...invoiceUpload, required: 'Please attach the invoice' },
    photos: photoUploads,
  },
  fields: z.object({
    rating: z.enum(['1', '2', '3', '4', '5'], 'Rating is required'),
    reviewText: requiredText('Please write a few words about the work', 5000),
  }),
};

/**
 * No route takes uploads yet, so the test adds one to the real app: it calls receiveUpload()
 * exactly as the completion form's route will.
 */
function registerUploadRoute(storage: () => FileStorage) {
  return (app: App) => {
    app.post(
      '/api/test-upload',
      { config: { access: 'customer', multipart: true } },
      async (request, reply) => {
        const customer = signedInCustomer(request);
        const received = await receiveUpload(request, storage(), {
          ...completionLike,
          uploadedByCustomerId: customer.id,
        });
        return reply.status(201).send(received);
      },
    );
  };
}

let database: Database;
let bucket: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  database = await createTestDatabase();
  bucket = await startFakeS3();
});
afterAll(() => bucket.close());

const textFields: FormEntry[] = [
  { name: 'rating', value: '5' },
  { name: 'reviewText', value: 'Tidy crew, finished a day early.' },
];
const invoicePdf: FormEntry = {
  name: 'invoice',
  file: samples.pdf(),
  filename: 'invoice.pdf',
  type: 'application/pdf',
};
const photo = (n: number, kind: 'jpeg' | 'png' = 'jpeg'): FormEntry => ({
  name: 'photos',
  file: samples[kind](),
  filename: `roof-${n}.${kind === 'jpeg' ? 'jpg' : 'png'}`,
  type: `image/${kind}`,
});

describe.each([
  ['PostgreSQL', 'database'],
  ['S3 bucket', 's3'],
] as const)('uploads stored in the %s', (_where, kind) => {
  let app: App;
  let cookie: string;
  let customerId: string;
  let storage: FileStorage;

  beforeAll(async () => {
    storage =
      kind === 'database'
        ? createDatabaseStorage(database.db)
        : createS3Storage(database.db, bucket.settings, {
            error: () => {},
          } as never);
    ({ app } = await buildTestApp(database, { register: registerUploadRoute(() => storage) }));
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(database);
    bucket.clear();
    customerId = (await createCustomer(database, 'owner@example.com')).id;
    cookie = await signIn(app, 'customer', 'owner@example.com');
  });

  async function upload(entries: FormEntry[]) {
    const form = await multipartForm(entries);
    return app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
  }

  async function expectNothingStored() {
    expect(await rowCount(database, files)).toBe(0);
    // Nor any piece of a file refused part-way (stored as it arrived).
    expect(await rowCount(database, fileChunks)).toBe(0);
    expect(bucket.keys()).toEqual([]);
  }

  it('accepts a PDF invoice with JPEG and PNG photos, typed by their bytes', async () => {
    const res = await upload([
      ...textFields,
      invoicePdf,
      // The declared types are wrong on purpose: only the bytes count.
      { ...photo(1, 'jpeg'), type: 'application/octet-stream' },
      { ...photo(2, 'png'), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.fields).toEqual({ rating: '5', reviewText: 'Tidy crew, finished a day early.' });
    expect(body.files.invoice).toHaveLength(1);
    expect(body.files.photos).toHaveLength(2);

    const rows = await database.db
      .select({
        id: files.id,
        kind: files.kind,
        contentType: files.contentType,
        originalName: files.originalName,
        sizeBytes: files.sizeBytes,
        uploadedByCustomerId: files.uploadedByCustomerId,
      })
      .from(files)
      .orderBy(asc(files.createdAt));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(body.files.invoice[0])).toMatchObject({
      kind: 'invoice',
      contentType: 'application/pdf',
      originalName: 'invoice.pdf',
      sizeBytes: samples.pdf().length,
      uploadedByCustomerId: customerId,
    });
    expect(body.files.photos.map((id: string) => byId.get(id)?.contentType)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const stored = await storage.get(body.files.photos[1]);
    expect(Buffer.concat(await stored!.body.toArray())).toEqual(samples.png());
    expect(bucket.keys()).toHaveLength(kind === 's3' ? 3 : 0);
  });

  it('refuses a Windows program renamed invoice.pdf and stores nothing', async () => {
    const res = await upload([
      ...textFields,
      photo(1),
      { name: 'invoice', file: samples.exe(), filename: 'invoice.pdf', type: 'application/pdf' },
    ]);
    expectErrorAnswer(res, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields',
      fields: { invoice: 'The invoice must be a PDF, JPG or PNG file' },
    });
    // The photo before it had been stored; it is gone again.
    await expectNothingStored();
  });

  it('refuses a PDF sent as a photo', async () => {
    const res = await upload([
      ...textFields,
      invoicePdf,
      { name: 'photos', file: samples.pdf(), filename: 'roof.jpg', type: 'image/jpeg' },
    ]);
    expectFieldErrors(res, { photos: 'Each photo must be a JPG or PNG file' });
    await expectNothingStored();
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const res = await upload([
      ...textFields,
      invoicePdf,
      { name: 'photos', file: samples.pdfOfSize(10), filename: 'x.jpg' },
      {
        name: 'photos',
        file: Buffer.concat([samples.jpeg(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        filename: 'huge.jpg',
        type: 'image/jpeg',
      },
    ]);
    // The small PDF among the photos is refused first: each file is checked as it arrives.
    expect(res.statusCode).toBe(400);

    const large = await upload([
      ...textFields,
      invoicePdf,
      {
        name: 'photos',
        file: Buffer.concat([samples.jpeg(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
        filename: 'huge.jpg',
        type: 'image/jpeg',
      },
    ]);
    expectErrorAnswer(large, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each photo must be 10 MB or smaller',
      fields: { photos: 'Each photo must be 10 MB or smaller' },
    });
    await expectNothingStored();
  });

  it('takes a file of exactly 10 MB', async () => {
    const res = await upload([
      ...textFields,
      { name: 'invoice', file: samples.pdfOfSize(MAX_UPLOAD_BYTES), filename: 'scan.pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = await storage.get(res.json().files.invoice[0]);
    expect(stored?.sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a seventh photo and stores none of them', async () => {
    const photos = [1, 2, 3, 4, 5, 6, 7].map((n) => photo(n));
    const res = await upload([...textFields, invoicePdf, ...photos]);
    expectFieldErrors(res, { photos: 'Attach at most 6 photos' });
    await expectNothingStored();

    const six = await upload([
      ...textFields,
      invoicePdf,
      ...photos.slice(0, 6),
      // A seventh photo input left empty.
      { name: 'photos', file: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    ]);
    expect(six.statusCode).toBe(201);
    expect(six.json().files.photos).toHaveLength(6);
  });

  it('refuses a second invoice', async () => {
    const res = await upload([...textFields, invoicePdf, invoicePdf]);
    expectFieldErrors(res, { invoice: 'Attach one invoice only' });
    await expectNothingStored();
  });

  it('validates the text fields with the route schema and drops the files', async () => {
    const res = await upload([
      { name: 'rating', value: '9' },
      { name: 'reviewText', value: 'Great\u0000work' },
      invoicePdf,
      photo(1),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields',
      fields: {
        rating: 'Rating is required',
        reviewText: 'Contains characters that are not allowed',
      },
    });
    await expectNothingStored();
  });

  it('asks for a required file and ignores an empty file input', async () => {
    const res = await upload([
      ...textFields,
      // What a browser sends for a file input left empty.
      { name: 'invoice', file: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
      photo(1),
    ]);
    expectFieldErrors(res, { invoice: 'Please attach the invoice' });
    await expectNothingStored();
  });

  it('refuses an empty file that has a name', async () => {
    const res = await upload([
      ...textFields,
      { name: 'invoice', file: Buffer.alloc(0), filename: 'invoice.pdf' },
    ]);
    expectFieldErrors(res, {
      invoice: 'The invoice must be a PDF, JPG or PNG file',
    });
  });

  it('refuses a file in a field the form does not have', async () => {
    const res = await upload([
      ...textFields,
      invoicePdf,
      { name: 'avatar', file: samples.png(), filename: 'me.png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The form has a file it does not take',
    });
    await expectNothingStored();
  });

  it('keeps only the base of the uploaded name, without control characters', async () => {
    const res = await upload([
      ...textFields,
      { ...invoicePdf, filename: 'C:\\Users\\me\\Facture\u0007 été.pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = await storage.get(res.json().files.invoice[0]);
    expect(stored?.originalName).toBe('Facture été.pdf');
  });

  it('answers a cut-off form with 400 and stores nothing', async () => {
    const form = await multipartForm([...textFields, photo(1), invoicePdf]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { ...form.headers, cookie },
      payload: form.payload.subarray(0, form.payload.length - 60),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    await expectNothingStored();
  });

  it("answers the multipart parser's own limits in the app's shape", async () => {
    const fields = Array.from({ length: 41 }, (_, i) => ({ name: `note${i}`, value: 'x' }));
    const res = await upload([...textFields, invoicePdf, ...fields]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
    });
    await expectNothingStored();
  });

  it('answers a body that is not multipart with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { cookie },
      payload: { rating: '5' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the form as multipart/form-data' },
    });
  });
});

describe('multipart bodies elsewhere', () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  it('are refused with 415 by routes that take no uploads', async () => {
    const form = await multipartForm([{ name: 'path', value: '/' }, invoicePdf]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      ...form,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Media Type' },
    });
  });
});
