import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { signedInCustomer, staffCookies } from '../../test-support/accounts.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { multipartForm, type FormEntry } from '../../test-support/upload-samples.ts';

// What the review tests share: appTestFile's database and app per file, and before each test a
// fresh database with an admin, a sales person, a contractor user and a customer signed in.
export { app, clock, database } from '../../test-support/app-test-file.ts';
export const cookies = { admin: '', sales: '', customer: '', contractor: '' };

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useReviewsApp() {
  appTestFile();
  beforeEach(async () => {
    Object.assign(cookies, await staffCookies(app, database));
    cookies.customer = (await signedInCustomer(app, database, 'jane@example.com')).cookie;
  });
}

export const fields = (overrides: Record<string, string> = {}): FormEntry[] =>
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

export const invoice = (
  file: Buffer,
  filename = 'invoice.pdf',
  type = 'application/pdf',
): FormEntry => ({
  name: 'invoice',
  file,
  filename,
  type,
});

export async function sendForm(entries: FormEntry[], cookie?: string, remoteAddress?: string) {
  const form = await multipartForm(entries);
  return app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const download = (id: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/files/${id}`, headers: cookie ? { cookie } : {} });

export const storedReview = async (id: string) =>
  (await database.db.select().from(contractorReviews).where(eq(contractorReviews.id, id)))[0]!;

/** The public reviews page's answer, which must be a 200. */
export async function publicPage(query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/reviews${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
