import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ANONYMOUS_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import {
  asUser,
  createContractor,
  createCustomer,
  createStaff,
  signIn,
} from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { auctionWithBids } from '../../test-support/owner-auctions.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { multipartForm, samples, type FormEntry } from '../../test-support/upload-samples.ts';

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
const cookies = { admin: '', sales: '', customer: '', contractor: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock } = await buildTestApp(database));
});
afterAll(() => app.close());
beforeEach(async () => {
  await resetDatabase(database);
  await createStaff(database, 'admin@example.com', 'admin');
  await createStaff(database, 'sales@example.com', 'sales');
  await createStaff(database, 'roofer@example.com', 'contractor');
  await createCustomer(database, 'jane@example.com');
  cookies.admin = await signIn(app, 'staff', 'admin@example.com');
  cookies.sales = await signIn(app, 'staff', 'sales@example.com');
  cookies.contractor = await signIn(app, 'staff', 'roofer@example.com');
  cookies.customer = await signIn(app, 'customer', 'jane@example.com');
});

const fields = (overrides: Record<string, string> = {}): FormEntry[] =>
  Object.entries({
    customerName: 'Jane Homeowner',
    customerEmail: 'jane@example.com',
    contractorName: 'Chinook Roofing Ltd.',
    projectType: 'roof-replacement',
    rating: '5',
    reviewText: 'Finished a day early and the yard was spotless.',
    invoiceAmount: '12,500',
    projectCompletedDate: '2026-10-30',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const invoice = (file: Buffer, filename = 'invoice.pdf', type = 'application/pdf'): FormEntry => ({
  name: 'invoice',
  file,
  filename,
  type,
});

async function sendForm(entries: FormEntry[], cookie?: string, remoteAddress?: string) {
  const form = await multipartForm(entries);
  return app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const download = (id: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/files/${id}`, headers: cookie ? { cookie } : {} });

const storedReview = async (id: string) =>
  (await database.db.select().from(contractorReviews).where(eq(contractorReviews.id, id)))[0]!;

describe('POST /api/reviews with an invoice', () => {
  it.each([
    ['a PDF', samples.pdf(), 'application/pdf'],
    ['a JPG', samples.jpeg(), 'image/jpeg'],
    ['a PNG', samples.png(), 'image/png'],
  ])(
    'stores %s, typed by its bytes, pending moderation and not yet verified',
    async (_w, bytes, type) => {
      // The declared type and name are wrong on purpose: only the bytes count.
      const res = await sendForm([...fields(), invoice(bytes, 'scan.txt', 'text/plain')]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        id: expect.any(String),
        message: 'Review submitted successfully! Thank you for sharing your experience with us.',
      });
      const review = await storedReview(res.json().id);
      expect(review).toMatchObject({
        customerName: 'Jane Homeowner',
        rating: 5,
        invoiceAmountCents: 1_250_000,
        status: 'pending',
        verifiedAt: null,
      });
      const [file] = await database.db.select().from(files);
      expect(file).toMatchObject({
        id: review.invoiceFileId,
        kind: 'invoice',
        contentType: type,
        sizeBytes: bytes.length,
        uploadedByCustomerId: null,
      });
    },
  );

  it('takes the review without an invoice, as a form or as JSON', async () => {
    expect((await sendForm(fields())).statusCode).toBe(201);
    const json = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: Object.fromEntries(fields().map((f) => [f.name, (f as { value: string }).value])),
    });
    expect(json.statusCode).toBe(201);
    const rows = await database.db.select().from(contractorReviews);
    expect(rows.map((r) => r.invoiceFileId)).toEqual([null, null]);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('a project type not in the list is "Choose … from the list"; a missing one is required', async () => {
    const unknown = await sendForm(fields({ projectType: 'castle' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      projectType: 'Choose a project type from the list',
    });
    const blank = await sendForm(fields({ projectType: '' }));
    expect(blank.json().error.fields).toEqual({ projectType: 'Project type is required' });
    expect(await rowCount(database, contractorReviews)).toBe(0);
  });

  it('refuses a Windows program renamed invoice.pdf and stores nothing', async () => {
    const res = await sendForm([...fields(), invoice(samples.exe())]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please correct the highlighted fields',
        fields: { invoice: 'The invoice must be a PDF, JPG or PNG file' },
      },
    });
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, contractorReviews)).toBe(0);
  });

  it('refuses an invoice over the anonymous cap of 5 MB with 413 and stores nothing', async () => {
    const big = await sendForm([
      ...fields(),
      invoice(samples.pdfOfSize(MAX_ANONYMOUS_UPLOAD_BYTES + 1)),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The invoice must be 5 MB or smaller',
      fields: { invoice: 'The invoice must be 5 MB or smaller' },
    });
    // Not even the pieces stored while it arrived.
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, fileChunks)).toBe(0);
    expect(await rowCount(database, contractorReviews)).toBe(0);
    const exact = await sendForm([
      ...fields(),
      invoice(samples.pdfOfSize(MAX_ANONYMOUS_UPLOAD_BYTES)),
    ]);
    expect(exact.statusCode).toBe(201);
    expect((await storedReview(exact.json().id)).invoiceFileId).not.toBeNull();
  });

  it('keeps the form rules of SPEC.md §5 and stores no file with a refused form', async () => {
    const res = await sendForm([
      ...fields({ customerName: '', contractorName: ' ', rating: '6', customerEmail: 'nope' }),
      invoice(samples.pdf()),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      customerName: 'Customer name is required',
      customerEmail: 'Valid email is required',
      contractorName: 'Contractor name is required',
      rating: 'Rating is required',
    });
    const nul = await sendForm([
      ...fields({ reviewText: 'Great\u0000work' }),
      invoice(samples.pdf()),
    ]);
    expect(nul.statusCode).toBe(400);
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, contractorReviews)).toBe(0);
  });

  it('lets staff download the invoice; nobody else, not even the signed-in reviewer', async () => {
    const sent = await sendForm([...fields(), invoice(samples.pdf())], cookies.customer);
    const { invoiceFileId } = await storedReview(sent.json().id);
    for (const staff of [cookies.admin, cookies.sales]) {
      const res = await download(invoiceFileId!, staff);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(samples.pdf());
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect((await download(invoiceFileId!)).statusCode).toBe(401);
    expect((await download(invoiceFileId!, cookies.customer)).statusCode).toBe(404);
    expect((await download(invoiceFileId!, cookies.contractor)).statusCode).toBe(404);
  });

  it('links a review naming a marketplace contractor to its record', async () => {
    const firm = await createContractor(database, 'Chinook Roofing Ltd.');
    const sent = await sendForm(fields({ contractorName: '  chinook roofing ltd. ' }));
    expect((await storedReview(sent.json().id)).contractorId).toBe(firm.id);
  });
});

describe('anonymous review forms are limited', () => {
  it('per address, and per reviewer e-mail once the form is read; a refused form keeps no file', async () => {
    const { app: strict } = await buildTestApp(database, { rateLimits: defaultRateLimits });
    try {
      const post = async (email: string, address: string) => {
        const form = await multipartForm([
          ...fields({ customerEmail: email }),
          invoice(samples.pdf()),
        ]);
        return strict.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: form.headers,
          payload: form.payload,
          remoteAddress: address,
        });
      };
      const fromOne: number[] = [];
      for (let i = 0; i < defaultRateLimits.review.max + 2; i++) {
        fromOne.push((await post(`r${i}@example.com`, '198.51.100.7')).statusCode);
      }
      expect(fromOne.filter((s) => s === 201)).toHaveLength(defaultRateLimits.review.max);
      expect(fromOne.slice(defaultRateLimits.review.max)).toEqual([429, 429]);

      const sameEmail: number[] = [];
      for (let i = 0; i < 5; i++) {
        sameEmail.push((await post('same@example.com', `203.0.113.${i + 1}`)).statusCode);
      }
      const perEmail = defaultRateLimits.reviewEmail.max;
      expect(sameEmail).toEqual([...Array(perEmail).fill(201), ...Array(5 - perEmail).fill(429)]);
      // Different reviewers' forms do not share one e-mail budget.
      expect((await post('other@example.com', '203.0.113.99')).statusCode).toBe(201);
      const stored = defaultRateLimits.review.max + perEmail + 1;
      expect(await rowCount(database, contractorReviews)).toBe(stored);
      expect(await rowCount(database, files)).toBe(stored);
    } finally {
      await strict.close();
    }
  });
});

describe('verified reviews', () => {
  const admin = () => asUser(app, cookies.admin);

  it('staff confirm an invoice: the review becomes a verified job, audited, once', async () => {
    const sent = await sendForm([...fields(), invoice(samples.png(), 'photo.png', 'image/png')]);
    const id = sent.json().id;
    const listed = (await admin()('GET', '/api/admin/reviews?status=pending')).json().data[0];
    expect(listed).toMatchObject({ id, verified: false, fromAuction: false });
    expect(listed.invoiceFileId).toEqual(expect.any(String));

    const res = await admin()('POST', `/api/admin/reviews/${id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, verified: true, status: 'pending' });
    const again = await admin()('POST', `/api/admin/reviews/${id}/verify`);
    expect(again.statusCode).toBe(200);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'review.invoice_confirmed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityType: 'review', entityId: id, actorType: 'staff' });

    // Not public until approved; then shown with the badge.
    expect((await publicPage()).data).toEqual([]);
    await admin()('PATCH', `/api/admin/reviews/${id}`, { status: 'approved' });
    expect((await publicPage()).data).toMatchObject([{ id, verified: true }]);
  });

  it('a review without an invoice cannot be confirmed; sales and customers may not confirm', async () => {
    const sent = await sendForm(fields());
    const id = sent.json().id;
    const res = await admin()('POST', `/api/admin/reviews/${id}/verify`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This review has no invoice to confirm',
    });
    expect(
      (await asUser(app, cookies.sales)('POST', `/api/admin/reviews/${id}/verify`)).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/verify` })).statusCode,
    ).toBe(401);
    expect(
      (await admin()('POST', `/api/admin/reviews/6f1c7c1e-5d8e-4a8e-9a51-3c2b1d0e9f7a/verify`))
        .statusCode,
    ).toBe(404);
    expect((await storedReview(id)).verifiedAt).toBeNull();
  });

  it("a completed auction's review is a verified job as soon as staff approve it", async () => {
    const ownerId = (await createCustomer(database, 'owner@example.com')).id;
    const made = await auctionWithBids(database, {
      customerId: ownerId,
      customerEmail: 'owner@example.com',
      state: 'awarded',
      bids: 1,
      now: clock.now(),
    });
    await database.db
      .update(orders)
      .set({ awardedBidId: made.bids[0]!.bid.id })
      .where(eq(orders.id, made.order.id));
    const form = await multipartForm([
      { name: 'rating', value: '4' },
      { name: 'review', value: 'Good crew.' },
      invoice(samples.pdf()),
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/customer/auctions/${made.order.id}/completion`,
      headers: { ...form.headers, cookie: await signIn(app, 'customer', 'owner@example.com') },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    const [review] = await database.db.select().from(contractorReviews);
    expect(review!.verifiedAt).not.toBeNull();
    const listed = (await admin()('GET', '/api/admin/reviews')).json().data[0];
    expect(listed).toMatchObject({ verified: true, fromAuction: true });
    await admin()('PATCH', `/api/admin/reviews/${review!.id}`, { status: 'approved' });
    expect((await publicPage()).data).toMatchObject([
      { id: review!.id, verified: true, rating: 4, reviewText: 'Good crew.' },
    ]);
  });
});

async function publicPage(query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/reviews${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

type Seed = {
  name?: string;
  contractor: string;
  contractorId?: string;
  rating: number;
  type?: (typeof contractorReviews.$inferInsert)['projectType'];
  status?: (typeof contractorReviews.$inferInsert)['status'];
  day: number;
};

async function seedReviews(rows: Seed[]) {
  await database.db.insert(contractorReviews).values(
    rows.map((r) => ({
      customerName: r.name ?? 'Pat Doe',
      customerEmail: 'pat@example.com',
      contractorName: r.contractor,
      contractorId: r.contractorId,
      projectType: r.type ?? 'roof-repair',
      rating: r.rating,
      status: r.status ?? 'approved',
      submittedAt: new Date(Date.UTC(2026, 9, r.day)),
    })),
  );
}

describe('GET /api/reviews', () => {
  it('pages approved reviews newest first, filters by project type, hides the rest', async () => {
    await seedReviews([
      { name: 'Morgan Ellis', contractor: 'A', rating: 5, day: 1 },
      { contractor: 'A', rating: 4, day: 2, type: 'roof-replacement' },
      { contractor: 'A', rating: 3, day: 3 },
      { contractor: 'A', rating: 1, day: 4, status: 'pending' },
      { contractor: 'A', rating: 1, day: 5, status: 'hidden' },
      { contractor: 'A', rating: 2, day: 6, type: 'roof-replacement' },
    ]);
    const first = await publicPage('?pageSize=2');
    expect(first).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.data.map((r: { submittedAt: string }) => r.submittedAt.slice(0, 10))).toEqual([
      '2026-10-06',
      '2026-10-03',
    ]);
    const second = await publicPage('?pageSize=2&page=2');
    expect(second.data.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
    // The full name is never published, nor the e-mail.
    expect(second.data[1].customerName).toBe('Morgan E.');
    expect(JSON.stringify(second)).not.toContain('pat@example.com');

    const replacements = await publicPage('?projectType=roof-replacement');
    expect(replacements.total).toBe(2);
    expect(replacements.data.map((r: { rating: number }) => r.rating)).toEqual([2, 4]);

    const bad = await app.inject({ method: 'GET', url: '/api/reviews?projectType=castle' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("computes each contractor's rating and count from its approved reviews", async () => {
    const firm = await createContractor(database, 'Bow Valley Roof Co.');
    await seedReviews([
      // Bow Valley: linked 5, 4 and a review naming it that was not linked; (5+4+4)/3 = 4.33.
      { contractor: 'Bow Valley Roof Co.', contractorId: firm.id, rating: 5, day: 1 },
      { contractor: 'Bow Valley Roof Co.', contractorId: firm.id, rating: 4, day: 2 },
      {
        contractor: 'Bow Valley Roof Co.',
        contractorId: firm.id,
        rating: 1,
        day: 3,
        status: 'hidden',
      },
      // Free-text names group case-insensitively: (3 + 4) / 2 = 3.5.
      { contractor: 'Joe Roofs', rating: 3, day: 4 },
      { contractor: ' joe roofs', rating: 4, day: 5 },
      { contractor: 'Joe Roofs', rating: 1, day: 6, status: 'pending' },
    ]);
    const linked = await sendForm(fields({ contractorName: 'bow valley roof co.', rating: '4' }));
    await asUser(app, cookies.admin)('PATCH', `/api/admin/reviews/${linked.json().id}`, {
      status: 'approved',
    });
    const { data } = await publicPage();
    const figure = (name: RegExp) =>
      data
        .filter((r: { contractorName: string }) => name.test(r.contractorName))
        .map((r: { contractorRating: unknown }) => r.contractorRating);
    expect(figure(/bow valley/i)).toEqual(Array(3).fill({ average: 4.3, count: 3 }));
    expect(figure(/joe roofs/i)).toEqual(Array(2).fill({ average: 3.5, count: 2 }));

    // The site's figure: every approved review, (5+4+4+3+4)/5 = 4.0.
    const site = await app.inject({ method: 'GET', url: '/api/reviews/rating' });
    expect(site.json()).toEqual({ average: 4, count: 5 });
  });

  it('writes the site rating into every page, and /reviews its first page', async () => {
    await seedReviews([
      { contractor: 'A', rating: 5, day: 1 },
      { contractor: 'A', rating: 4, day: 2, type: 'gutter-service' },
      { contractor: 'A', rating: 4, day: 3 },
    ]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-reviews-client-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>RoofBid</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    const { app: withPages } = await buildTestApp(database, { clientDir: dir });
    try {
      const bootstrapOf = async (url: string) => {
        const res = await withPages.inject({ method: 'GET', url });
        const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(
          res.body,
        )?.[1];
        return JSON.parse(json ?? '{}') as BootstrapData;
      };
      // (5 + 4 + 4) / 3 = 4.33: one figure, the same on every page that states one.
      for (const url of ['/', '/about', '/get-quote', '/reviews', '/faq']) {
        expect((await bootstrapOf(url)).siteRating, url).toEqual({ average: 4.3, count: 3 });
      }
      expect((await bootstrapOf('/')).reviews).toBeUndefined();
      const reviews = await bootstrapOf('/reviews?projectType=gutter-service');
      expect(reviews.reviews).toEqual(await publicPage('?projectType=gutter-service'));
      expect(reviews.reviews?.total).toBe(1);
      // An address the list does not understand gets page one.
      expect((await bootstrapOf('/reviews?page=zero')).reviews?.total).toBe(3);
    } finally {
      await withPages.close();
    }
    await database.db.delete(contractorReviews);
    expect((await app.inject({ method: 'GET', url: '/api/reviews/rating' })).json()).toEqual({
      average: 0,
      count: 0,
    });
  });
});
