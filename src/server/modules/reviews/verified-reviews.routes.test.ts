import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { asUser, createCustomer, signIn } from '../../test-support/accounts.ts';
import { auctionWithBids } from '../../test-support/owner-auctions.ts';
import { multipartForm, samples } from '../../test-support/upload-samples.ts';
import {
  app,
  clock,
  cookies,
  database,
  fields,
  invoice,
  publicPage,
  sendForm,
  storedReview,
  useReviewsApp,
} from './reviews.test-setup.ts';

useReviewsApp();

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
