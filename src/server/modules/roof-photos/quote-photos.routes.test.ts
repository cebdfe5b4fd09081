import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { roofPhotos } from '../../db/schema/roof-photos.ts';
import { createDatabaseStorage } from '../../integrations/storage/database-storage.ts';
import { deleteUnneededUploads } from '../../jobs/upload-retention.ts';
import { defaultRateLimits, type RateLimits } from '../../plugins/rate-limit.ts';
import { signedInContractor, signedInCustomer } from '../../test-support/accounts.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { payForLead } from '../../test-support/test-checkout.ts';
import { multipartForm, samples } from '../../test-support/upload-samples.ts';
import { QUOTE_PHOTO_DAYS } from './quote-photos.service.ts';
import { hasGpsTag, jpegWithGps, metadataBlocks, smallPng } from './roof-photos.test-setup.ts';

// The per-request limit as in production; the others roomy (buildTestApp).
appTestFile({
  at: '2026-11-20T15:00:00Z',
  app: { rateLimits: { quotePhotosLead: defaultRateLimits.quotePhotosLead } as RateLimits },
});

const DAY_MS = 86_400_000;

type Photo = { file: Buffer; filename: string; type?: string };
const pngs = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      file: await smallPng(`#${i}${i}${i}`),
      filename: `roof-${i + 1}.png`,
    })),
  );

/** The quote form's photos, as it sends them once the request is saved. */
async function setPhotos(leadId: string, photos: Photo[], remoteAddress?: string) {
  const form = await multipartForm(photos.map((photo) => ({ name: 'photos', ...photo })));
  return app.inject({
    method: 'PUT',
    url: `/api/contact/${leadId}/photos`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress,
  });
}

const photoFiles = (leadId: string) =>
  database.db
    .select()
    .from(roofPhotos)
    .where(eq(roofPhotos.contactSubmissionId, leadId))
    .orderBy(roofPhotos.position);

describe('photos sent with the quote form', () => {
  it('are stripped like the portal’s, replaced by a second submit, and published with the paid auction', async () => {
    const lead = await submitLead(app);
    const upload = await jpegWithGps();
    expect(hasGpsTag((await metadataBlocks(upload)).exif!)).toBe(true);

    const first = await setPhotos(lead.id, [
      { file: upload, filename: '12 Ridge Rd.jpg' },
      ...(await pngs(1)),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ count: 2, max: 8 });
    // Back to the form, one photo removed, Continue again: the request has the one left.
    const second = await setPhotos(lead.id, [{ file: upload, filename: '12 Ridge Rd.jpg' }]);
    expect(second.json()).toEqual({ count: 1, max: 8 });
    const [kept] = await photoFiles(lead.id);
    expect(kept).toMatchObject({ orderId: null, position: 1 });
    // The first form's four files are gone, not left for the clean-up.
    expect(await rowCount(database, files)).toBe(2);

    // Nobody reads a quote request's photo before it is paid, not even its sender.
    const customer = await signedInCustomer(app, database, 'someone@example.com');
    expect((await customer.call('GET', `/api/roof-photos/${kept!.id}`)).statusCode).toBe(404);

    const { order } = await payForLead(app, database, lead.id);
    expect(order).toBeDefined();
    const [published] = await photoFiles(lead.id);
    expect(published).toMatchObject({ id: kept!.id, orderId: order!.id });

    // A contractor in the area sees it on the auction, stored without the GPS position.
    const roofer = await signedInContractor(app, database, 'Near Roofing', ['T2P']);
    const detail = await roofer.call('GET', `/api/contractor/auctions/${order!.id}`);
    expect(detail.json().auction.photos).toEqual([
      expect.objectContaining({ id: kept!.id, originalUrl: null }),
    ]);
    const served = await roofer.call('GET', `/api/roof-photos/${kept!.id}`);
    expect(served.statusCode).toBe(200);
    expect((await metadataBlocks(served.rawPayload)).exif).toBeUndefined();
    expect(served.headers['content-disposition']).not.toContain('Ridge');

    // Paid: the form can no longer change them (the portal does).
    const late = await setPhotos(lead.id, await pngs(1));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/add them from your account/);
    expect(await rowCount(database, roofPhotos)).toBe(1);
    expect(await rowCount(database, files)).toBe(2);
  });

  it('refuses more than 8, a file that is not a photo, an unknown request, and stores nothing', async () => {
    const lead = await submitLead(app);
    expect((await setPhotos(lead.id, await pngs(9))).statusCode).toBe(400);
    expectFieldErrors(
      await setPhotos(lead.id, [{ file: samples.exe(), filename: 'roof.jpg', type: 'image/jpeg' }]),
      { photos: 'Each photo must be a JPG, PNG or HEIC file' },
    );
    const unknown = await setPhotos('7d0c4c1e-2f0b-4c55-9a57-1f3a7c9e0b11', await pngs(1));
    expect(unknown.statusCode).toBe(404);
    expect((await setPhotos('not-an-id', await pngs(1))).statusCode).toBe(400);
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, roofPhotos)).toBe(0);
  });

  it('are taken for a day after the request is sent, then only in the portal', async () => {
    const lead = await submitLead(app);
    clock.set(new Date(clock.now().getTime() + DAY_MS + 60_000));
    const res = await setPhotos(lead.id, await pngs(1));
    expect(res.statusCode).toBe(409);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('can all be removed until the request is paid', async () => {
    const lead = await submitLead(app);
    await setPhotos(lead.id, await pngs(3));
    const res = await app.inject({ method: 'DELETE', url: `/api/contact/${lead.id}/photos` });
    expect(res.json()).toEqual({ count: 0, max: 8 });
    expect(await rowCount(database, roofPhotos)).toBe(0);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('of a request never paid are deleted with their files after 30 days; a paid one keeps them', async () => {
    const unpaid = await submitLead(app);
    const paid = await submitLead(app, { email: 'paid@example.com' });
    await setPhotos(unpaid.id, await pngs(2));
    await setPhotos(paid.id, await pngs(1));
    await payForLead(app, database, paid.id);
    const storage = createDatabaseStorage(database.db);

    clock.set(new Date(clock.now().getTime() + (QUOTE_PHOTO_DAYS - 1) * DAY_MS));
    expect(await deleteUnneededUploads({ db: database.db, storage, clock })).toMatchObject({
      quotePhotos: 0,
      files: 0,
    });
    clock.set(new Date(clock.now().getTime() + 2 * DAY_MS));
    expect(await deleteUnneededUploads({ db: database.db, storage, clock })).toMatchObject({
      quotePhotos: 2,
      files: 4,
    });
    expect(await photoFiles(unpaid.id)).toEqual([]);
    expect(await photoFiles(paid.id)).toHaveLength(1);
    expect(await rowCount(database, files)).toBe(2);
    // The request itself stays (a lead is staff's to keep); only its pictures go.
    const [row] = await database.db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, unpaid.id));
    expect(row).toBeDefined();
  });

  it('are limited per quote request, from any address', async () => {
    const lead = await submitLead(app);
    const photo = await pngs(1);
    for (let i = 0; i < 10; i++) {
      expect((await setPhotos(lead.id, photo, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await setPhotos(lead.id, photo, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(await rowCount(database, roofPhotos)).toBe(1);
  });
});
