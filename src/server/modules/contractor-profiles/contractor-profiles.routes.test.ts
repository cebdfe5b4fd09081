import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuctionState } from '#shared/domain/auction.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import {
  app,
  auctionWithBids,
  clock,
  owner,
  ownerAuctionTestFile,
  ownerId,
  OWNER_EMAIL,
  stranger,
  database,
} from '../../test-support/owner-auctions.ts';

const { ownerAuction } = ownerAuctionTestFile({ stranger: true });

const HOUR_MS = 3_600_000;
const profileUrl = (orderId: string, bidId: string) =>
  `/api/customer/auctions/${orderId}/bids/${bidId}/profile`;

/** Dates the bid `hours` after its auction was published. */
async function bidAfter(bidId: string, publishedAt: Date, hours: number) {
  await database.db
    .update(sellerBids)
    .set({ createdAt: new Date(publishedAt.getTime() + hours * HOUR_MS) })
    .where(eq(sellerBids.id, bidId));
}

/**
 * Another owner's auction in `state` with one bid from another company and one from
 * `contractorId`, placed `hours` after publishing; `awarded` says whose bid won, if any.
 */
async function pastAuction(
  contractorId: string,
  state: AuctionState,
  hours: number,
  awarded?: 'ours' | 'theirs',
) {
  const { order, bids } = await auctionWithBids(database, {
    customerId: ownerId,
    customerEmail: OWNER_EMAIL,
    state,
    bids: 1,
    now: clock.now(),
    publishedDaysAgo: 40,
  });
  const [ours] = await database.db
    .insert(sellerBids)
    .values({
      orderId: order.id,
      slot: 2,
      contractorId,
      sellerName: 'Ours',
      insuredAmountCents: 0,
      bidAmountCents: 1_000_000,
    })
    .returning();
  await bidAfter(ours!.id, order.publishedAt!, hours);
  const winner = awarded === 'ours' ? ours!.id : awarded === 'theirs' ? bids[0]!.bid.id : null;
  if (winner) {
    await database.db.update(orders).set({ awardedBidId: winner }).where(eq(orders.id, order.id));
  }
  if (state === 'closed') {
    await database.db.insert(auctionEvents).values({
      orderId: order.id,
      kind: 'decline',
      fromState: 'revealed',
      toState: 'closed',
      actorType: 'customer',
      at: clock.now(),
    });
  }
}

async function review(contractorId: string, rating: number, approved: boolean, verified: boolean) {
  await database.db.insert(contractorReviews).values({
    customerName: 'Pat Reviewer',
    customerEmail: 'pat@example.com',
    contractorName: 'whatever they typed',
    contractorId,
    projectType: 'roof-replacement',
    rating,
    status: approved ? 'approved' : 'pending',
    verifiedAt: verified ? clock.now() : null,
  });
}

describe("a bidder's profile after the reveal", () => {
  it('says there is no data rather than inventing figures', async () => {
    const { order, bids } = await ownerAuction('revealed', 1);
    const res = await owner('GET', profileUrl(order.id, bids[0]!.bid.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      bidId: bids[0]!.bid.id,
      companyName: bids[0]!.contractor!.companyName,
      verification: 'Not verified',
      bonded: true,
      yearsInBusiness: 12,
      serviceArea: ['AB'],
      completedJobs: 0,
      rating: { average: null, count: 0 },
      responseTime: { medianSeconds: null, bids: expect.any(Number) },
      awardRate: { rate: null, awarded: 0, decidedBids: 0 },
    });
  });

  it('counts completed jobs, verified approved reviews, the median response time and award rate', async () => {
    const { order, bids } = await ownerAuction('revealed', 1);
    const contractor = bids[0]!.contractor!;
    await database.db
      .update(contractors)
      // The typed-in figure must not leak into the profile.
      .set({ vettedAt: new Date('2026-03-02T15:00:00Z'), averageRating: '4.9' })
      .where(eq(contractors.id, contractor.id));
    await bidAfter(bids[0]!.bid.id, order.publishedAt!, 2);
    await pastAuction(contractor.id, 'completed', 4, 'ours');
    await pastAuction(contractor.id, 'awarded', 10, 'theirs');
    await pastAuction(contractor.id, 'closed', 1);
    // Expired without a decision: a response, not a decision.
    await pastAuction(contractor.id, 'expired', 30);
    await review(contractor.id, 5, true, true);
    await review(contractor.id, 3, true, true);
    await review(contractor.id, 1, true, false);
    await review(contractor.id, 1, false, true);

    const res = await owner('GET', profileUrl(order.id, bids[0]!.bid.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      verification: 'Licence verified on March 2, 2026, insurance verified until January 1, 2030',
      completedJobs: 1,
      rating: { average: 4, count: 2 },
      // 1, 2, 4, 10 and 30 hours: the median is 4 hours.
      responseTime: { medianSeconds: 4 * 3600, bids: 5 },
      // Decided: the completed one (won), the one awarded to another, the declined one.
      awardRate: { rate: 1 / 3, awarded: 1, decidedBids: 3 },
    });
  });

  it('shows no contact details', async () => {
    const { order, bids } = await ownerAuction('awarded', 1);
    const res = await owner('GET', profileUrl(order.id, bids[0]!.bid.id));
    expect(res.statusCode).toBe(200);
    const { contractor } = bids[0]!;
    for (const secret of [contractor!.email, contractor!.phone, contractor!.contactName]) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('who may open a profile', () => {
  it('is refused before the reveal with a reason', async () => {
    const { order, bids } = await ownerAuction('decision', 2);
    const res = await owner('GET', profileUrl(order.id, bids[0]!.bid.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/once you have revealed the bidders/);
    expect(res.body).not.toContain(bids[0]!.contractor!.companyName);
  });

  it("is another owner's auction: 404, as if it did not exist; anonymous: 401; staff: 401", async () => {
    const { order, bids } = await ownerAuction('revealed', 1);
    const url = profileUrl(order.id, bids[0]!.bid.id);
    expect((await stranger('GET', url)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await signedInAdmin(app, database);
    expect((await admin('GET', url)).statusCode).toBe(401);
  });

  it('answers 404 for a bid of another auction and for a bid staff took by phone', async () => {
    const { order, bids } = await ownerAuction('revealed', 1, { staffBid: true });
    const other = await ownerAuction('revealed', 1);
    expect((await owner('GET', profileUrl(order.id, other.bids[0]!.bid.id))).statusCode).toBe(404);
    const phone = await owner('GET', profileUrl(order.id, bids[1]!.bid.id));
    expect(phone.statusCode).toBe(404);
    expect(phone.json().error.message).toMatch(/no RoofBid profile/);
  });

  it('refuses ids that are not ids with a field error', async () => {
    const res = await owner('GET', profileUrl('nope', 'nope'));
    expect(res.statusCode).toBe(400);
  });
});
