import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadInput } from '#shared/schemas/lead.ts';
import type { contractors } from '../../db/schema/contractors.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { createContractor, signedInAdmin, signedInStaff } from '../../test-support/accounts.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { ownerAuctionDetail } from '../customer-auctions/customer-auctions.service.ts';

/**
 * Issue #23 part 2: only contractors who meet the owner's preferences are e-mailed about an
 * auction and see it in the portal; a bid that does not meet them is refused with the reason.
 * Each preference has a contractor who misses only it.
 */

appTestFile();

const prefs: Partial<LeadInput> = {
  bondedRequired: true,
  minYearsInBusiness: 5,
  minWorkmanshipWarrantyYears: 10,
  verifiedReviewsOnly: true,
};

async function review(contractorId: string, verified: boolean, status: 'approved' | 'pending') {
  await database.db.insert(contractorReviews).values({
    customerName: 'Pat Reviewer',
    customerEmail: 'pat@example.com',
    contractorName: 'whoever',
    contractorId,
    projectType: 'roof-replacement',
    rating: 5,
    status,
    verifiedAt: verified ? clock.now() : null,
  });
}

/** A contractor (verified review unless told) with a signed-in contractor user. */
async function roofer(
  name: string,
  overrides: Partial<typeof contractors.$inferInsert> = {},
  verifiedReview = true,
) {
  const contractor = await createContractor(database, name, ['AB'], overrides);
  // A pending verified review and an approved unverified one never count.
  await review(contractor.id, true, verifiedReview ? 'approved' : 'pending');
  await review(contractor.id, false, 'approved');
  const email = `user@${contractor.email.split('@')[0]}.example.com`;
  const { call } = await signedInStaff(app, database, email, 'contractor', contractor.id);
  return { contractor, call };
}

const roofers = async () => ({
  meets: await roofer('Meets All Roofing'),
  unbonded: await roofer('Unbonded Roofing', { bonded: false }),
  young: await roofer('Young Roofing', { yearsInBusiness: 4 }),
  unreviewed: await roofer('Unreviewed Roofing', {}, false),
});

describe("the owner's contractor preferences", () => {
  it('e-mails and lists the auction only to contractors who meet them', async () => {
    const all = await roofers();
    const auction = await publishAuction(app, database, prefs);
    const open = await publishAuction(app, database);

    const noticed = await database.db
      .select({ dedupeKey: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `auction-published:${auction.id}:%`));
    expect(noticed.map((row) => row.dedupeKey)).toEqual([
      `auction-published:${auction.id}:${all.meets.contractor.id}`,
    ]);
    const everyone = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `auction-published:${open.id}:%`));
    expect(everyone).toHaveLength(4);

    for (const [name, { call }] of Object.entries(all)) {
      const listed = await call('GET', '/api/contractor/auctions');
      const ids = (listed.json().data as { id: string }[]).map((a) => a.id);
      expect(ids, name).toContain(open.id);
      expect(ids.includes(auction.id), name).toBe(name === 'meets');
      expect(listed.json().total, name).toBe(name === 'meets' ? 2 : 1);
      const detail = await call('GET', `/api/contractor/auctions/${auction.id}`);
      expect(detail.statusCode, name).toBe(name === 'meets' ? 200 : 404);
    }
    // The card lists what the owner asks.
    const card = await all.meets.call('GET', `/api/contractor/auctions/${auction.id}`);
    expect(card.json().auction.preferences).toEqual(prefs);
  });

  it('refuses a bid that does not meet them, naming the reason', async () => {
    const all = await roofers();
    const auction = await publishAuction(app, database, prefs);
    const url = `/api/contractor/auctions/${auction.id}/bids`;

    const refusals = {
      unbonded: /asks for a bonded contractor/,
      young: /at least 5 years in business; your company's record has fewer/,
      unreviewed: /no approved verified review/,
    };
    for (const [name, reason] of Object.entries(refusals)) {
      const res = await all[name as keyof typeof refusals].call('POST', url, bidTerms());
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: reason });
    }

    const short = await all.meets.call('POST', url, bidTerms({ workmanshipWarrantyYears: 5 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      workmanshipWarrantyYears: expect.stringMatching(/at least 10 years; your bid offers less/),
    });

    const placed = await all.meets.call('POST', url, bidTerms());
    expect(placed.statusCode).toBe(201);
    // A change that lowers the warranty is refused the same way.
    const lowered = await all.meets.call(
      'PUT',
      `/api/contractor/bids/${placed.json().id}`,
      bidTerms({ workmanshipWarrantyYears: 2 }),
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().error.fields).toHaveProperty('workmanshipWarrantyYears');

    // Staff taking a bid by phone are held to them too.
    const admin = await signedInAdmin(app, database, 'prefs-admin@roofbid.ca');
    const phone = await admin('POST', '/api/admin/seller-bids', {
      orderId: auction.id,
      contractorId: all.young.contractor.id,
      sellerName: 'Young Roofing',
      starRating: '4.8',
      insuredAmountCents: 200_000_000,
      bonded: true,
      validLicense: true,
      bidAmount: '12,000',
    });
    expect(phone.statusCode, phone.body).toBe(403);
    expect(phone.json().error.message).toMatch(/^Young Roofing cannot bid: .*5 years in business/);

    // The owner's comparison shows the bid against each preference.
    const detail = await ownerAuctionDetail(
      database.db,
      auction.customerId,
      auction.id,
      clock.now(),
    );
    expect(detail.preferences).toEqual(prefs);
    expect(detail.bids.map((bid) => bid.preferenceChecks)).toEqual([
      [
        { key: 'bondedRequired', status: 'met' },
        { key: 'minYearsInBusiness', status: 'met' },
        { key: 'minWorkmanshipWarrantyYears', status: 'met' },
        { key: 'verifiedReviewsOnly', status: 'met' },
      ],
    ]);
  });
});
