import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { fileChunks, files } from '../db/schema/files.ts';
import { contractorReviews } from '../db/schema/reviews.ts';
import { createDatabaseStorage } from '../integrations/storage/database-storage.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import { asUser, createStaff, signIn } from '../test-support/accounts.ts';
import { createAuctionOrder } from '../test-support/auction-orders.ts';
import { rowCount } from '../test-support/counts.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../test-support/test-database.ts';
import { multipartForm, samples } from '../test-support/upload-samples.ts';
import { PENDING_REVIEW_INVOICE_DAYS } from './upload-retention.ts';

const DAY_MS = 86_400_000;

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createDatabaseStorage(database.db);
  ({ app, clock } = await buildTestApp(database, { fileStorage: storage }));
});
afterAll(() => app.close());
beforeEach(async () => {
  await resetDatabase(database);
  clock.set('2026-11-21T12:00:00Z');
  await createStaff(database, 'admin@example.com', 'admin');
});

// Signed in afresh each time: the test's clock moves on by weeks.
const admin = async () => asUser(app, await signIn(app, 'staff', 'admin@example.com'));

/** A review sent with its invoice through the review form; answers the review's id. */
async function sendReview(name: string) {
  const form = await multipartForm([
    { name: 'customerName', value: name },
    { name: 'customerEmail', value: `${name.toLowerCase()}@example.com` },
    { name: 'contractorName', value: 'Chinook Roofing Ltd.' },
    { name: 'projectType', value: 'roof-replacement' },
    { name: 'rating', value: '4' },
    { name: 'invoice', file: samples.pdf(), filename: `${name}.pdf`, type: 'application/pdf' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: form.headers,
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const moderate = async (id: string, status: 'approved' | 'hidden') => {
  const res = await (await admin())('PATCH', `/api/admin/reviews/${id}`, { status });
  expect(res.statusCode, res.body).toBe(200);
};

const invoiceOf = async (id: string) =>
  (
    await database.db
      .select({ invoiceFileId: contractorReviews.invoiceFileId })
      .from(contractorReviews)
      .where(eq(contractorReviews.id, id))
  )[0]!.invoiceFileId;

const runCleanUp = () => app.jobs.find((job) => job.name === 'upload-retention')!.run();

describe('the upload clean-up', () => {
  it("deletes rejected reviews' invoices and those pending too long, keeps approved ones", async () => {
    const stale = await sendReview('Stale');
    clock.advance((PENDING_REVIEW_INVOICE_DAYS - 2) * DAY_MS);
    const approved = await sendReview('Approved');
    const hidden = await sendReview('Hidden');
    const pending = await sendReview('Pending');
    await moderate(approved, 'approved');
    await moderate(hidden, 'hidden');
    const approvedInvoice = await invoiceOf(approved);
    const kept = [approvedInvoice, await invoiceOf(pending)].sort();
    expect(await rowCount(database, files)).toBe(4);

    // Day 28 of the first review: only the hidden review's invoice goes.
    await runCleanUp();
    expect(await invoiceOf(hidden)).toBeNull();
    expect(await invoiceOf(stale)).not.toBeNull();
    expect(await rowCount(database, files)).toBe(3);

    // Past the retention of the first one, still pending.
    clock.advance(3 * DAY_MS);
    await runCleanUp();
    expect(await invoiceOf(stale)).toBeNull();
    // The reviews themselves stay; their invoices' bytes are gone with the files.
    expect(await rowCount(database, contractorReviews)).toBe(4);
    const left = await database.db.select({ id: files.id }).from(files);
    expect(left.map((f) => f.id).sort()).toEqual(kept);
    expect(await rowCount(database, fileChunks)).toBe(2);
    // Staff still download the approved review's invoice.
    const download = await (await admin())('GET', `/api/files/${approvedInvoice}`);
    expect(download.statusCode).toBe(200);

    // A year on, the other pending review's invoice has gone at its own 30 days; the approved
    // review keeps its invoice however old it is.
    clock.advance(365 * DAY_MS);
    await runCleanUp();
    expect(await invoiceOf(pending)).toBeNull();
    expect(await invoiceOf(approved)).toBe(approvedInvoice);
    expect(await rowCount(database, files)).toBe(1);
  });

  it("keeps a hidden completion review's invoice: it belongs to the auction", async () => {
    const { order } = await createAuctionOrder(database, {
      state: 'completed',
      publishedAt: clock.now(),
    });
    const { id: invoiceFileId } = await storage.put({
      kind: 'invoice',
      contentType: 'application/pdf',
      content: [samples.pdf()],
      originalName: 'final-invoice.pdf',
      orderId: order.id,
    });
    await database.db.insert(contractorReviews).values({
      customerName: 'Jane Homeowner',
      customerEmail: 'jane@example.com',
      contractorName: 'Chinook Roofing Ltd.',
      orderId: order.id,
      projectType: 'roof-replacement',
      rating: 2,
      invoiceFileId,
      status: 'hidden',
      submittedAt: clock.now(),
    });
    clock.advance(400 * DAY_MS);
    await runCleanUp();
    expect(await rowCount(database, files)).toBe(1);
  });

  it('deletes the leftovers of uploads whose form failed after a day', async () => {
    // Pieces of an upload the process stopped in the middle of, and a file whose review was
    // never written: both from the same moment.
    const orphanId = randomUUID();
    await database.db
      .insert(fileChunks)
      .values({ fileId: orphanId, seq: 0, data: samples.pdf(), createdAt: clock.now() });
    const { id: unlinked } = await storage.put({
      kind: 'invoice',
      contentType: 'application/pdf',
      content: [samples.pdf()],
      originalName: 'lost.pdf',
    });
    await database.db.update(files).set({ createdAt: clock.now() }).where(eq(files.id, unlinked));

    // Within the day they may still be an upload under way.
    clock.advance(DAY_MS / 2);
    await runCleanUp();
    expect(await rowCount(database, files)).toBe(1);
    expect(await rowCount(database, fileChunks)).toBe(2);

    clock.advance(DAY_MS);
    await runCleanUp();
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, fileChunks)).toBe(0);
  });
});
