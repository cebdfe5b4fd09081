import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { asUser, createStaff, signIn, signedInAdmin } from '../../test-support/accounts.ts';
import { app, database, owner, ownerAuctionTestFile } from '../../test-support/owner-auctions.ts';

/**
 * Issue #20 §2 and §4: only a contractor who may bid can win, and what the owner reads of a
 * bidder is true (its rating is its approved reviews, with their count).
 */

const { mailTo, ownerAuction } = ownerAuctionTestFile();

const revealedAuction = () => ownerAuction('revealed', 2);

const lapse = (contractorId: string, change: Partial<typeof contractors.$inferInsert>) =>
  database.db.update(contractors).set(change).where(eq(contractors.id, contractorId));

/** A signed-in user of this contractor record, in the contractor portal. */
async function portalUserOf(contractorId: string, email: string) {
  await createStaff(database, email, 'contractor', contractorId);
  return asUser(app, await signIn(app, 'staff', email));
}

describe('awarding a bid', () => {
  it.each([
    ['suspended', { isActive: false }, /suspended/],
    ['licence lapsed', { licenceExpiresOn: '2026-01-01' }, /licence has expired/],
    ['insurance lapsed', { insuranceExpiresOn: '2026-11-01' }, /insurance has expired/],
    ['no insurance expiry on record', { insuranceExpiresOn: null }, /insurance has expired/],
  ] as const)(
    'refuses a bid whose contractor cannot bid (%s), and sends it nothing',
    async (_case, change, reason) => {
      const { order, bids } = await revealedAuction();
      const { bid, contractor } = bids[0]!;
      await lapse(contractor!.id, change);

      const detail = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
      const flagged = detail.bids.find((b: { id: string }) => b.id === bid.id);
      expect(flagged).toMatchObject({ awardable: false, notAwardableReason: expect.any(String) });
      expect(flagged.notAwardableReason).toMatch(reason);
      expect(detail.bids.find((b: { id: string }) => b.id !== bid.id).awardable).toBe(true);

      const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
        bidId: bid.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(reason);
      const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored).toMatchObject({ auctionState: 'revealed', awardedBidId: null });
      expect(await mailTo(contractor!.email)).toEqual([]);
    },
  );

  it('awards an eligible bid; the winner sees the owner only while it may still bid', async () => {
    const { order, bids } = await revealedAuction();
    const { bid, contractor } = bids[0]!;
    const portal = await portalUserOf(contractor!.id, 'pat@winner.example.com');
    const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, { bidId: bid.id });
    expect(res.statusCode).toBe(200);
    const won = (await portal('GET', `/api/contractor/auctions/${order.id}`)).json();
    expect(won.owner).toMatchObject({ email: 'owner@example.com', phone: '403-555-0199' });

    await lapse(contractor!.id, { licenceExpiresOn: '2026-01-01' });
    const lapsed = (await portal('GET', `/api/contractor/auctions/${order.id}`)).json();
    expect(lapsed.owner).toBeNull();
    const mine = (await portal('GET', '/api/contractor/bids')).json().data[0];
    expect(mine).toMatchObject({ outcome: 'won', owner: null });
    expect(JSON.stringify(mine)).not.toContain('owner@example.com');
  });
});

describe('suspending a contractor', () => {
  it("ends its users' sessions at once", async () => {
    const admin = await signedInAdmin(app, database);
    const { bids } = await revealedAuction();
    const contractor = bids[0]!.contractor!;
    const portal = await portalUserOf(contractor.id, 'sam@suspended.example.com');
    expect((await portal('GET', '/api/contractor/me')).statusCode).toBe(200);

    const saved = await admin('PUT', `/api/admin/contractors/${contractor.id}`, {
      companyName: contractor.companyName,
      licenceNumber: contractor.licenceNumber,
      licenceExpiresOn: contractor.licenceExpiresOn,
      insuredAmount: '2000000',
      insuranceExpiresOn: contractor.insuranceExpiresOn,
      bonded: contractor.bonded,
      yearsInBusiness: contractor.yearsInBusiness,
      serviceArea: contractor.serviceArea,
      contactName: contractor.contactName,
      email: contractor.email,
      phone: contractor.phone,
      status: 'suspended',
    });
    expect(saved.statusCode).toBe(200);
    expect((await portal('GET', '/api/contractor/me')).statusCode).toBe(401);
  });
});

describe("a bidder's rating", () => {
  it('is its approved reviews with their count, never a figure without reviews', async () => {
    const { order, bids } = await revealedAuction();
    const reviewed = bids[0]!.contractor!;
    const review = (rating: number, status: 'approved' | 'pending') => ({
      customerName: 'A Homeowner',
      customerEmail: 'reviewer@example.com',
      contractorName: reviewed.companyName,
      contractorId: reviewed.id,
      projectType: 'roof-replacement' as const,
      rating,
      reviewText: 'Tidy crew, on time.',
      status,
    });
    await database.db
      .insert(contractorReviews)
      .values([review(5, 'approved'), review(4, 'approved'), review(1, 'pending')]);

    const detail = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
    const byId = (id: string) => detail.bids.find((b: { id: string }) => b.id === id);
    expect(byId(bids[0]!.bid.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(byId(bids[1]!.bid.id)).toMatchObject({ rating: null, reviewCount: 0 });

    const listed = (await owner('GET', '/api/customer/bids')).json().data;
    const listedById = (id: string) => listed.find((b: { id: string }) => b.id === id);
    expect(listedById(bids[0]!.bid.id).organization).toMatchObject({
      average_rating: 4.5,
      review_count: 2,
    });
    expect(listedById(bids[1]!.bid.id).organization).toMatchObject({
      average_rating: null,
      review_count: 0,
    });
  });
});
