import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { files } from '../../db/schema/files.ts';
import { orders } from '../../db/schema/orders.ts';
import { roofPhotos } from '../../db/schema/roof-photos.ts';
import { createDatabaseStorage } from '../../integrations/storage/database-storage.ts';
import { signedInContractor, signedInStaff } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import {
  app,
  clock,
  owner,
  ownerAuctionTestFile,
  ownerCookie,
  stranger,
  strangerCookie,
  database,
} from '../../test-support/owner-auctions.ts';
import { samples } from '../../test-support/upload-samples.ts';
import {
  fetchAs,
  hasGpsTag,
  heicWithGps,
  jpegWithGps,
  metadataBlocks,
  sendPhotos,
  smallPng,
} from './roof-photos.test-setup.ts';

const { ownerAuction } = ownerAuctionTestFile({ stranger: true });

/** An auction open for bids (published yesterday, closing in 9 days), in AB, postal T2P. */
const openAuction = async () => (await ownerAuction('published', 0, { publishedDaysAgo: 1 })).order;

const png = async (n = 1) => ({ file: await smallPng(), filename: `roof-${n}.png` });

/** Every stored file's bytes, read back through the storage. */
async function storedBytes() {
  const storage = createDatabaseStorage(database.db);
  const rows = await database.db.select().from(files);
  return Promise.all(
    rows.map(async (row) => {
      const file = await storage.get(row.id);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      return { ...row, bytes: Buffer.concat(chunks) };
    }),
  );
}

/**
 * Both copies of a photo as the owner downloads them, each checked to be an upright JPEG of
 * `size` whose parsed metadata is empty: no EXIF (so no GPS IFD), XMP, IPTC or profile.
 */
async function servedCopies(
  photo: { url: string; originalUrl: string },
  size: { width: number; height: number },
) {
  const copies = [];
  for (const url of [photo.url, photo.originalUrl]) {
    const served = await fetchAs(url, ownerCookie);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(await metadataBlocks(served.bytes)).toEqual({
      format: 'jpeg',
      ...size,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
    });
    expect(served.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    copies.push(served);
  }
  return copies;
}

describe('adding roof photos', () => {
  it('stores a phone JPEG upright, without its GPS position, camera or any metadata', async () => {
    const order = await openAuction();
    const upload = await jpegWithGps();
    const before = await metadataBlocks(upload);
    expect(before.exif && hasGpsTag(before.exif)).toBe(true);
    expect(before.exif!.toString('latin1')).toContain('SERIAL-12345');

    const res = await sendPhotos(order.id, [{ file: upload, filename: 'IMG_0001.jpg' }]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().data;
    expect(res.json()).toMatchObject({ max: 8, canChange: true });
    expect(photo).toEqual({
      id: expect.any(String),
      position: 1,
      url: `/api/roof-photos/${photo.id}`,
      originalUrl: `/api/roof-photos/${photo.id}/original`,
    });

    // Served: both copies parsed back, no EXIF (so no GPS IFD), no XMP, IPTC or profile.
    for (const served of await servedCopies(photo, { width: 80, height: 120 })) {
      expect(served.bytes.includes(Buffer.from('SERIAL-12345'))).toBe(false);
    }
    // Stored: the two copies only, neither with a trace of the upload's metadata.
    const stored = await storedBytes();
    expect(stored.map((f) => [f.kind, f.contentType, f.originalName, f.orderId]).sort()).toEqual([
      ['roof_photo', 'image/jpeg', 'roof-photo.jpg', null],
      ['roof_photo_original', 'image/jpeg', 'roof-photo.jpg', null],
    ]);
    for (const file of stored) {
      expect(file.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(file.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('keeps a PNG original as PNG and makes a JPEG display copy', async () => {
    const order = await openAuction();
    const res = await sendPhotos(order.id, [await png()]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().data;
    const original = await fetchAs(photo.originalUrl, ownerCookie);
    expect(original.type).toBe('image/png');
    expect(await metadataBlocks(original.bytes)).toMatchObject({ format: 'png', exif: undefined });
    const display = await fetchAs(photo.url, ownerCookie);
    expect(await metadataBlocks(display.bytes)).toMatchObject({ format: 'jpeg', width: 40 });
  });

  it('converts a HEIC photo to JPEG without its EXIF', async () => {
    const order = await openAuction();
    const res = await sendPhotos(order.id, [{ file: heicWithGps(), filename: 'IMG_0002.HEIC' }]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().data;
    await servedCopies(photo, { width: 96, height: 64 });
  });

  it('refuses a file that is not an image whatever its name, and stores nothing', async () => {
    const order = await openAuction();
    const res = await sendPhotos(order.id, [
      await png(),
      { file: samples.exe(), filename: 'roof.jpg', type: 'image/jpeg' },
    ]);
    expectFieldErrors(res, { photos: 'Each photo must be a JPG, PNG or HEIC file' });
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, roofPhotos)).toBe(0);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const order = await openAuction();
    const res = await sendPhotos(order.id, [{ file: samples.jpeg(), filename: 'roof.jpg' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.photos).toMatch(/could not be opened/);
    expect(await rowCount(database, files)).toBe(0);
  });

  it('takes up to 8 photos per auction', async () => {
    const order = await openAuction();
    const nine = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => png(n)));
    expect((await sendPhotos(order.id, nine)).statusCode).toBe(400);
    expect(await rowCount(database, files)).toBe(0);

    expect((await sendPhotos(order.id, nine.slice(0, 5))).statusCode).toBe(201);
    const overflow = await sendPhotos(order.id, nine.slice(5));
    expect(overflow.statusCode).toBe(409);
    expect(await rowCount(database, roofPhotos)).toBe(5);
    expect(await rowCount(database, files)).toBe(10);

    const res = await sendPhotos(order.id, nine.slice(5, 8));
    expect(res.json().data.map((p: { position: number }) => p.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect((await sendPhotos(order.id, [nine[8]!])).statusCode).toBe(409);
    expect(await rowCount(database, roofPhotos)).toBe(8);
  });

  it('refuses changes once bidding has closed', async () => {
    const order = await openAuction();
    const added = (await sendPhotos(order.id, [await png()])).json().data[0];
    // Its window has passed; the deadline job has not yet moved it on.
    await database.db
      .update(orders)
      .set({ biddingClosesAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(orders.id, order.id));
    expect((await sendPhotos(order.id, [await png()])).statusCode).toBe(409);
    const remove = await owner('DELETE', `/api/customer/auctions/${order.id}/photos/${added.id}`);
    expect(remove.statusCode).toBe(409);
    expect((await owner('GET', `/api/customer/auctions/${order.id}/photos`)).json()).toMatchObject({
      canChange: false,
      data: [{ id: added.id }],
    });

    const decided = (await ownerAuction('decision', 1)).order;
    expect((await sendPhotos(decided.id, [await png()])).statusCode).toBe(409);
  });

  it("refuses another owner's auction as if it did not exist", async () => {
    const order = await openAuction();
    const added = (await sendPhotos(order.id, [await png()])).json().data[0];
    expect((await sendPhotos(order.id, [await png()], strangerCookie)).statusCode).toBe(404);
    const url = `/api/customer/auctions/${order.id}/photos`;
    expect((await fetchAs(url, strangerCookie)).status).toBe(404);
    const res = await stranger('DELETE', `${url}/${added.id}`);
    expect(res.statusCode).toBe(404);
    expect((await fetchAs(added.url, strangerCookie)).status).toBe(404);
    expect((await fetchAs(added.originalUrl, strangerCookie)).status).toBe(404);
    expect(await rowCount(database, roofPhotos)).toBe(1);
  });

  it('removes a photo and both of its files', async () => {
    const order = await openAuction();
    const [first, second] = (await sendPhotos(order.id, [await png(1), await png(2)])).json().data;
    const res = await owner('DELETE', `/api/customer/auctions/${order.id}/photos/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect(await rowCount(database, files)).toBe(2);
    expect((await fetchAs(first.url, ownerCookie)).status).toBe(404);
  });
});

describe('who sees the roof photos', () => {
  it('in-area contractors that may bid get the display copies and the roof size; others nothing', async () => {
    const order = await openAuction();
    const [photo] = (await sendPhotos(order.id, [await png()])).json().data;
    const inArea = await signedInContractor(app, database, 'Near Roofing', ['T2P']);
    const away = await signedInContractor(app, database, 'Far Roofing', ['BC']);
    const lapsed = await signedInContractor(app, database, 'Lapsed Roofing', ['AB']);
    await database.db
      .update(contractors)
      .set({ insuranceExpiresOn: '2020-01-01' })
      .where(eq(contractors.id, lapsed.contractor.id));

    const detail = await inArea.call('GET', `/api/contractor/auctions/${order.id}`);
    expect(detail.json().auction.photos).toEqual([{ ...photo, originalUrl: null }]);
    expect(detail.json().auction).toHaveProperty('roofSize');
    const list = await inArea.call('GET', '/api/contractor/auctions');
    expect(list.json().data[0].photos).toEqual([{ ...photo, originalUrl: null }]);
    expect((await fetchAs(photo.url, inArea.cookie)).status).toBe(200);
    expect((await fetchAs(photo.originalUrl, inArea.cookie)).status).toBe(404);

    expect((await away.call('GET', `/api/contractor/auctions/${order.id}`)).statusCode).toBe(404);
    expect((await fetchAs(photo.url, away.cookie)).status).toBe(404);
    expect((await lapsed.call('GET', '/api/contractor/auctions')).json().data[0].photos).toEqual(
      [],
    );
    expect((await fetchAs(photo.url, lapsed.cookie)).status).toBe(404);

    // The owner asks for bonded contractors: an unbonded one in the area sees no photo.
    const unbonded = await signedInContractor(app, database, 'Unbonded Roofing', ['AB']);
    await database.db
      .update(contractors)
      .set({ bonded: false })
      .where(eq(contractors.id, unbonded.contractor.id));
    expect((await fetchAs(photo.url, unbonded.cookie)).status).toBe(200);
    const lead = await submitLead(app, { bondedRequired: true });
    await database.db
      .update(orders)
      .set({ contactSubmissionId: lead.id })
      .where(eq(orders.id, order.id));
    expect((await fetchAs(photo.url, unbonded.cookie)).status).toBe(404);
    expect((await fetchAs(photo.url, inArea.cookie)).status).toBe(200);
  });

  it('the awarded contractor downloads the originals; staff see every photo', async () => {
    const order = await openAuction();
    const [photo] = (await sendPhotos(order.id, [await png()])).json().data;
    const winner = await signedInContractor(app, database, 'Winner Roofing', ['AB']);
    const loser = await signedInContractor(app, database, 'Loser Roofing', ['AB']);
    const bid = { insuredAmountCents: 1, orderId: order.id };
    const [won] = await database.db
      .insert(sellerBids)
      .values([
        { ...bid, slot: 1, contractorId: winner.contractor.id, sellerName: 'W', bidAmountCents: 1 },
        { ...bid, slot: 2, contractorId: loser.contractor.id, sellerName: 'L', bidAmountCents: 2 },
      ])
      .returning();
    await database.db
      .update(orders)
      .set({ auctionState: 'awarded', awardedBidId: won!.id })
      .where(eq(orders.id, order.id));

    expect((await fetchAs(photo.originalUrl, winner.cookie)).status).toBe(200);
    const mine = await winner.call('GET', '/api/contractor/bids');
    expect(mine.json().data[0].auction.photos).toEqual([photo]);
    expect((await fetchAs(photo.url, loser.cookie)).status).toBe(200);
    expect((await fetchAs(photo.originalUrl, loser.cookie)).status).toBe(404);

    const sales = await signedInStaff(app, database, 'sales@roofbid.ca', 'sales');
    expect((await fetchAs(photo.originalUrl, sales.cookie)).status).toBe(200);
    const listed = await sales.call('GET', `/api/admin/auctions/${order.id}/photos`);
    expect(listed.json()).toEqual([photo]);
    expect((await app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
  });
});
