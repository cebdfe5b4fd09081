import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { createDatabaseStorage } from '../../integrations/storage/database-storage.ts';
import type { FileStorage, NewFile } from '../../integrations/storage/file-storage.ts';
import { createS3Storage } from '../../integrations/storage/s3-storage.ts';
import { signedInCustomer, staffCookies } from '../../test-support/accounts.ts';
import { startFakeS3 } from '../../test-support/fake-s3.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { samples } from '../../test-support/upload-samples.ts';

let database: Database;
let app: App;
let storage: FileStorage;
const cookies: Record<'uploader' | 'other' | 'sales' | 'admin' | 'contractor', string> = {
  uploader: '',
  other: '',
  sales: '',
  admin: '',
  contractor: '',
};
let uploaderId = '';
let otherId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createDatabaseStorage(database.db);
  ({ app } = await buildTestApp(database, { fileStorage: storage }));
});
afterAll(() => app.close());
beforeEach(async () => {
  await resetDatabase(database);
  const uploader = await signedInCustomer(app, database, 'uploader@example.com');
  const other = await signedInCustomer(app, database, 'other@example.com');
  uploaderId = uploader.customer.id;
  otherId = other.customer.id;
  Object.assign(cookies, { uploader: uploader.cookie, other: other.cookie });
  Object.assign(cookies, await staffCookies(app, database));
});

const put = (file: Partial<NewFile> = {}) =>
  storage.put({
    kind: 'invoice',
    contentType: 'application/pdf',
    content: [samples.pdf()],
    originalName: 'Invoice March.pdf',
    uploadedByCustomerId: uploaderId,
    ...file,
  });

const download = (id: string, who?: keyof typeof cookies) =>
  app.inject({
    method: 'GET',
    url: `/api/files/${id}`,
    headers: who ? { cookie: cookies[who] } : {},
  });

async function orderOf(customerId: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      customerId,
      orderNumber: sql`'RB-' || nextval('order_number_seq')`,
      totalAmountCents: 9999,
      paymentMethod: 'Stripe',
      orderData: { customerEmail: 'x@example.com', customerName: 'X', paidViaStripe: true },
    })
    .returning();
  return order!;
}

const notFoundBody = { error: { code: 'NOT_FOUND', message: 'File not found' } };

describe('GET /api/files/:id', () => {
  it('gives the uploader a PDF as an attachment that is never cached or sniffed', async () => {
    const { id } = await put();
    const res = await download(id, 'uploader');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(samples.pdf());
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(samples.pdf().length),
      'content-disposition': `attachment; filename="Invoice March.pdf"; filename*=UTF-8''Invoice%20March.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('shows an image inline, named for what it really is', async () => {
    const { id } = await put({
      kind: 'photo',
      contentType: 'image/png',
      content: [samples.png()],
      originalName: 'toit "nord"<script>.html',
    });
    const res = await download(id, 'uploader');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="toit _nord_script.png"; filename*=UTF-8''toit%20_nord_script.png`,
    );
    expect(res.rawPayload).toEqual(samples.png());
  });

  it('lets sales and admin staff read every file', async () => {
    const { id } = await put();
    expect((await download(id, 'sales')).statusCode).toBe(200);
    expect((await download(id, 'admin')).statusCode).toBe(200);
  });

  it('answers 404 to another customer and a contractor, exactly as for no file at all', async () => {
    const { id } = await put();
    for (const who of ['other', 'contractor'] as const) {
      const res = await download(id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody);
    }
    const missing = await download('6f1c7c1e-5d8e-4a8e-9a51-3c2b1d0e9f7a', 'uploader');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFoundBody);
  });

  it('asks an anonymous visitor to sign in, whether the file exists or not', async () => {
    const { id } = await put();
    const res = await download(id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
    expect((await download('6f1c7c1e-5d8e-4a8e-9a51-3c2b1d0e9f7a')).statusCode).toBe(401);
  });

  it("lets the homeowner read their auction's completion files", async () => {
    const order = await orderOf(otherId);
    const { id } = await put({ orderId: order.id, uploadedByCustomerId: undefined });
    expect((await download(id, 'other')).statusCode).toBe(200);
    expect((await download(id, 'uploader')).statusCode).toBe(404);
    expect((await download(id, 'sales')).statusCode).toBe(200);
  });

  it("keeps a review's invoice to staff, even from the customer who sent it", async () => {
    const { id } = await put();
    await database.db.insert(contractorReviews).values({
      customerName: 'Casey',
      customerEmail: 'uploader@example.com',
      contractorName: 'Acme Roofing',
      projectType: 'roof-repair',
      rating: 5,
      invoiceFileId: id,
    });
    expect((await download(id, 'admin')).statusCode).toBe(200);
    expect((await download(id, 'sales')).statusCode).toBe(200);
    expect((await download(id, 'uploader')).statusCode).toBe(404);
    expect((await download(id, 'other')).statusCode).toBe(404);
    expect((await download(id, 'contractor')).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(401);
  });

  it('refuses an id that is not one', async () => {
    const res = await download('not-an-id', 'uploader');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/files/:id from an S3 bucket', () => {
  let bucket: Awaited<ReturnType<typeof startFakeS3>>;
  let bucketApp: App;
  beforeAll(async () => {
    bucket = await startFakeS3();
    // The app picks the bucket from its environment, as in production.
    const { settings } = bucket;
    ({ app: bucketApp } = await buildTestApp(database, {
      env: {
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ENDPOINT: settings.endpoint!,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      },
    }));
    storage = createS3Storage(database.db, settings, app.log);
  });
  afterAll(async () => {
    await bucketApp.close();
    await bucket.close();
    storage = createDatabaseStorage(database.db);
  });

  it('streams the object to the uploader with the same headers', async () => {
    const { id } = await put({
      kind: 'photo',
      contentType: 'image/jpeg',
      content: [samples.jpeg()],
    });
    expect(bucket.keys()).toEqual([`files/${id}`]);
    const res = await bucketApp.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { cookie: cookies.uploader },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(samples.jpeg());
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="Invoice March.jpg"; filename*=UTF-8''Invoice%20March.jpg`,
      'cache-control': 'private, no-store',
    });
    const other = await bucketApp.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { cookie: cookies.other },
    });
    expect(other.statusCode).toBe(404);
  });
});
