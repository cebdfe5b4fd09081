import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractors } from '../../db/schema/contractors.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { createContractor } from '../../test-support/accounts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { auctionWithBids } from '../../test-support/owner-auctions.ts';
import {
  app,
  clock,
  cookies,
  database,
  fields,
  storedReview,
  useReviewsApp,
} from './reviews.test-setup.ts';

useReviewsApp();

const vetted = { vettedAt: new Date('2026-01-05T10:00:00Z') };

/** The review form's fields as JSON, sent by the signed-in customer when `cookie` is given. */
const sendJson = (overrides: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: cookie ? { cookie } : {},
    payload: Object.fromEntries(
      fields(overrides).map((f) => [f.name, (f as { value: string }).value]),
    ),
  });

/**
 * jane@example.com's (the signed-in customer's) auction in `state`, awarded to the one bid on it,
 * from a vetted company.
 */
async function janesAwardedAuction(state: 'completed' | 'awarded') {
  const [jane] = await database.db
    .select()
    .from(customers)
    .where(eq(customers.email, 'jane@example.com'));
  const { order, bids } = await auctionWithBids(database, {
    customerId: jane!.id,
    customerEmail: jane!.email,
    state,
    bids: 1,
    now: clock.now(),
  });
  const { bid, contractor } = bids[0]!;
  await database.db.update(orders).set({ awardedBidId: bid.id }).where(eq(orders.id, order.id));
  await database.db.update(contractors).set(vetted).where(eq(contractors.id, contractor!.id));
  return { contractorId: contractor!.id, contractorName: contractor!.companyName };
}

describe('POST /api/reviews with a contractor picked from the list', () => {
  it("stores the contractor's id and its own spelling of the name", async () => {
    const roofer = await createContractor(database, 'Chinook Roofing Ltd.', ['AB'], vetted);
    const res = await sendJson({ contractorId: roofer.id, contractorName: 'chinook roofing' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().verified).toBe(false);
    expect(await storedReview(res.json().id)).toMatchObject({
      contractorId: roofer.id,
      contractorName: 'Chinook Roofing Ltd.',
      verifiedAt: null,
    });
  });

  it('"Not listed" keeps the typed name (linked when it is a marketplace company)', async () => {
    const res = await sendJson({ contractorId: '', contractorName: 'Backyard Roofers' });
    expect(res.statusCode).toBe(201);
    expect(await storedReview(res.json().id)).toMatchObject({
      contractorId: null,
      contractorName: 'Backyard Roofers',
    });
  });

  it('refuses a company the list does not offer, and an id that is not one', async () => {
    const unvetted = await createContractor(database, 'Unvetted Roofing');
    for (const contractorId of [unvetted.id, '9b2f0d7e-0000-4000-8000-000000000000']) {
      expectFieldErrors(await sendJson({ contractorId }), {
        contractorId: 'Choose a contractor from the list, or "Not listed"',
      });
    }
    expectFieldErrors(await sendJson({ contractorId: 'chinook' }), {
      contractorId: 'Choose a contractor from the list, or "Not listed"',
    });
  });
});

describe('a review of a completed RoofBid job is verified automatically', () => {
  it("when the signed-in reviewer's completed auction was awarded to that contractor, once", async () => {
    const picked = await janesAwardedAuction('completed');
    const res = await sendJson(picked, cookies.customer);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().verified).toBe(true);
    const stored = await storedReview(res.json().id);
    expect(stored).toMatchObject({ verifiedAt: clock.now(), status: 'pending' });
    const [job] = await database.db.select().from(orders).where(eq(orders.id, stored.orderId!));
    expect(job?.auctionState).toBe('completed');
    // The same job rated again: an ordinary review, so the job's rating is not verified twice.
    const again = await sendJson(picked, cookies.customer);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().verified).toBe(false);
    expect(await storedReview(again.json().id)).toMatchObject({ verifiedAt: null, orderId: null });
    // Nor can two reviews name one job, should two requests race past that look.
    const { id, ...copy } = stored;
    await expect(database.db.insert(contractorReviews).values(copy)).rejects.toThrow();
    expect(id).toBe(res.json().id);
    // Typed rather than picked, the name still finds the company and its job.
    const other = await janesAwardedAuction('completed');
    const typed = await sendJson(
      { contractorId: '', contractorName: ` ${other.contractorName.toUpperCase()} ` },
      cookies.customer,
    );
    expect(typed.json().verified).toBe(true);
  });

  it('not anonymously, not before the job is complete, not for another company', async () => {
    const completed = await janesAwardedAuction('completed');
    expect((await sendJson(completed)).json().verified).toBe(false);
    const awarded = await janesAwardedAuction('awarded');
    expect((await sendJson(awarded, cookies.customer)).json().verified).toBe(false);
    const other = await createContractor(database, 'Other Roofing', ['AB'], vetted);
    const res = await sendJson(
      { contractorId: other.id, contractorName: other.companyName },
      cookies.customer,
    );
    expect(res.json().verified).toBe(false);
    expect((await storedReview(res.json().id)).verifiedAt).toBeNull();
  });
});
