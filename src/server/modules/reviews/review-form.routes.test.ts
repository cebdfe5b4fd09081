import { describe, expect, it } from 'vitest';
import { MAX_ANONYMOUS_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import { createContractor } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectErrorAnswer, expectFieldErrors } from '../../test-support/field-errors.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { multipartForm, samples } from '../../test-support/upload-samples.ts';
import {
  app,
  cookies,
  database,
  download,
  fields,
  invoice,
  sendForm,
  storedReview,
  useReviewsApp,
} from './reviews.test-setup.ts';

useReviewsApp();

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
        verified: false,
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
    expectFieldErrors(unknown, {
      projectType: 'Choose a project type from the list',
    });
    const blank = await sendForm(fields({ projectType: '' }));
    expect(blank.json().error.fields).toEqual({ projectType: 'Project type is required' });
    expect(await rowCount(database, contractorReviews)).toBe(0);
  });

  it('refuses a Windows program renamed invoice.pdf and stores nothing', async () => {
    const res = await sendForm([...fields(), invoice(samples.exe())]);
    expectErrorAnswer(res, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Please correct the highlighted fields',
      fields: { invoice: 'The invoice must be a PDF, JPG or PNG file' },
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
    expectFieldErrors(res, {
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
