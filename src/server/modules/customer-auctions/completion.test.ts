import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { asUser, createStaff, signIn, signedInAdmin } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import {
  app,
  clock,
  database,
  ownerAuctionTestFile,
  ownerCookie,
} from '../../test-support/owner-auctions.ts';
import { multipartForm, samples, type FormEntry } from '../../test-support/upload-samples.ts';

const { mailTo, ownerAuction } = ownerAuctionTestFile({ stranger: true });

async function awardedAuction(state: 'awarded' | 'revealed' = 'awarded') {
  const made = await ownerAuction(state, 2);
  const winner = made.bids[0]!;
  if (state === 'awarded') {
    await database.db
      .update(orders)
      .set({ awardedBidId: winner.bid.id })
      .where(eq(orders.id, made.order.id));
  }
  return { ...made, winner, loser: made.bids[1]! };
}

const goodForm = (): FormEntry[] => [
  { name: 'rating', value: '5' },
  { name: 'review', value: 'Tidy crew, done in two days.' },
  { name: 'invoice', file: samples.pdf(), filename: 'invoice.pdf', type: 'application/pdf' },
  { name: 'photos', file: samples.jpeg(), filename: 'front.jpg', type: 'image/jpeg' },
  { name: 'photos', file: samples.png(), filename: 'back.png', type: 'image/png' },
];

async function sendCompletion(orderId: string, entries: FormEntry[], cookie = ownerCookie) {
  const form = await multipartForm(entries);
  return app.inject({
    method: 'POST',
    url: `/api/customer/auctions/${orderId}/completion`,
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}

const nothingStored = async () => {
  expect(await rowCount(database, files)).toBe(0);
  expect(await rowCount(database, contractorReviews)).toBe(0);
};

describe('the completion form', () => {
  it('stores the invoice and photos on the order, a pending review, and completes the auction', async () => {
    await createStaff(database, 'checker@roofbid.ca', 'admin');
    const { order, winner } = await awardedAuction();
    const res = await sendCompletion(order.id, goodForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, state: 'completed' });

    const stored = await database.db.select().from(files);
    expect(stored.map((f) => [f.kind, f.contentType, f.orderId])).toEqual([
      ['invoice', 'application/pdf', order.id],
      ['photo', 'image/jpeg', order.id],
      ['photo', 'image/png', order.id],
    ]);
    const [review] = await database.db.select().from(contractorReviews);
    expect(review).toMatchObject({
      orderId: order.id,
      contractorId: winner.contractor!.id,
      contractorName: winner.contractor!.companyName,
      rating: 5,
      reviewText: 'Tidy crew, done in two days.',
      status: 'pending',
      invoiceFileId: stored[0]!.id,
      projectType: 'roof-replacement',
    });
    expect((await mailTo('checker@roofbid.ca')).map((m) => m.subject)).toEqual([
      `Completion form to check: ${order.orderNumber}`,
    ]);
    expect((await mailTo('owner@example.com')).map((m) => m.subject)).toEqual([
      `We received your completion form for ${order.orderNumber}`,
    ]);
    // Only once: the auction is completed now.
    expect((await sendCompletion(order.id, goodForm())).statusCode).toBe(409);
    expect(await rowCount(database, files)).toBe(3);
  });

  it('refuses an executable renamed to .pdf, by its bytes; nothing is stored', async () => {
    const { order } = await awardedAuction();
    const res = await sendCompletion(order.id, [
      { name: 'rating', value: '4' },
      { name: 'invoice', file: samples.exe(), filename: 'invoice.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.invoice).toBe('The invoice must be a PDF, JPG or PNG file');
    await nothingStored();
    expect((await database.db.select().from(orders))[0]!.auctionState).toBe('awarded');
  });

  it('refuses a file over 10 MB (413); nothing is stored', async () => {
    const { order } = await awardedAuction();
    const res = await sendCompletion(order.id, [
      { name: 'rating', value: '4' },
      {
        name: 'photos',
        file: samples.jpeg(),
        filename: 'ok.jpg',
        type: 'image/jpeg',
      },
      {
        name: 'invoice',
        file: samples.pdfOfSize(10 * 1024 * 1024 + 1),
        filename: 'big.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields.invoice).toBe('The invoice must be 10 MB or smaller');
    await nothingStored();
  });

  it('refuses 7 photos; nothing is stored', async () => {
    const { order } = await awardedAuction();
    const photos = Array.from({ length: 7 }, (_, i) => ({
      name: 'photos',
      file: samples.jpeg(),
      filename: `p${i}.jpg`,
      type: 'image/jpeg',
    }));
    const res = await sendCompletion(order.id, [
      { name: 'rating', value: '4' },
      { name: 'invoice', file: samples.pdf(), filename: 'i.pdf', type: 'application/pdf' },
      ...photos,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.photos).toBe('Attach at most 6 photos');
    await nothingStored();
  });

  it('requires the invoice and a rating from 1 to 5; nothing is stored', async () => {
    const { order } = await awardedAuction();
    const res = await sendCompletion(order.id, [
      { name: 'rating', value: '9' },
      { name: 'photos', file: samples.jpeg(), filename: 'p.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      invoice: 'Attach the invoice',
      rating: 'Choose a rating from 1 to 5',
    });
    await nothingStored();
  });

  it('is refused before the award (409) and for another owner (404), storing nothing', async () => {
    const { order } = await awardedAuction('revealed');
    expect((await sendCompletion(order.id, goodForm())).statusCode).toBe(409);
    const awarded = await awardedAuction();
    const stranger = await signIn(app, 'customer', 'stranger@example.com');
    expect((await sendCompletion(awarded.order.id, goodForm(), stranger)).statusCode).toBe(404);
    await nothingStored();
  });
});

describe('the completion form, shown back to the owner', () => {
  const detail = async (orderId: string, cookie = ownerCookie) =>
    (await asUser(app, cookie)('GET', `/api/customer/auctions/${orderId}`)).json();

  it('is null before the form is sent, then gives the rating, review, files and when', async () => {
    const { order } = await awardedAuction();
    expect((await detail(order.id)).completion).toBeNull();

    expect((await sendCompletion(order.id, goodForm())).statusCode).toBe(200);
    const stored = await database.db.select().from(files);
    const byName = (name: string) => stored.find((f) => f.originalName === name)!.id;
    const { completion } = await detail(order.id);
    expect(completion).toEqual({
      submittedAt: clock.now().toISOString(),
      rating: 5,
      review: 'Tidy crew, done in two days.',
      files: [
        { id: byName('invoice.pdf'), name: 'invoice.pdf', kind: 'invoice' },
        { id: byName('front.jpg'), name: 'front.jpg', kind: 'photo' },
        { id: byName('back.png'), name: 'back.png', kind: 'photo' },
      ],
    });
    // Each link the portal shows opens the file for the owner.
    for (const file of completion.files as { id: string }[]) {
      expect((await asUser(app, ownerCookie)('GET', `/api/files/${file.id}`)).statusCode).toBe(200);
    }
  });

  it('a form without a review says so (null), and nothing of it reaches another owner', async () => {
    const { order } = await awardedAuction();
    const res = await sendCompletion(order.id, [
      { name: 'rating', value: '3' },
      { name: 'invoice', file: samples.png(), filename: 'bill.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(order.id)).completion).toMatchObject({
      rating: 3,
      review: null,
      files: [{ name: 'bill.png', kind: 'invoice' }],
    });
    const stranger = await signIn(app, 'customer', 'stranger@example.com');
    const other = await asUser(app, stranger)('GET', `/api/customer/auctions/${order.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('bill.png');
  });
});

describe('downloading a completion file', () => {
  it('the owner, staff and the awarded contractor only', async () => {
    const { order, winner, loser } = await awardedAuction();
    await sendCompletion(order.id, goodForm());
    const [invoice] = await database.db.select().from(files).where(eq(files.kind, 'invoice'));
    const url = `/api/files/${invoice!.id}`;

    const winnerUser = 'user@winner.example.com';
    const loserUser = 'user@loser.example.com';
    await createStaff(database, winnerUser, 'contractor', winner.contractor!.id);
    await createStaff(database, loserUser, 'contractor', loser.contractor!.id);
    await createStaff(database, 'sales@roofbid.ca', 'sales');
    const as = async (cookie: string) => (await asUser(app, cookie)('GET', url)).statusCode;

    expect(await as(ownerCookie)).toBe(200);
    expect(await as(await signIn(app, 'staff', winnerUser))).toBe(200);
    expect(await as(await signIn(app, 'staff', 'sales@roofbid.ca'))).toBe(200);
    expect((await (await signedInAdmin(app, database))('GET', url)).statusCode).toBe(200);
    expect(await as(await signIn(app, 'staff', loserUser))).toBe(404);
    expect(await as(await signIn(app, 'customer', 'stranger@example.com'))).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
