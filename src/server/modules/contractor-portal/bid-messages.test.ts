import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BID_CHANGES } from '#shared/constants/pricing.ts';
import { orders } from '../../db/schema/orders.ts';
import { signedInAdmin, signedInContractor } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { app, database, owner, ownerAuctionTestFile } from '../../test-support/owner-auctions.ts';

/**
 * Issue #20 §1 and §6: what crosses between the owner and the bidders before the award is
 * masked, and the owner hears once of each real change to a bid, in words, with a cap.
 */

const { mailTo } = ownerAuctionTestFile();

const ownerMessage =
  'Two layers of shingles, about 20 years old. Text me at 587 555 0142 or casey.owner@shaw.ca, I am Casey Owner.';

const published = () =>
  publishAuction(app, database, {
    email: 'owner@example.com',
    name: 'Casey Owner',
    message: ownerMessage,
  });

const terms = bidTerms;

const ownerMail = async (orderNumber: string) =>
  (await mailTo('owner@example.com'))
    .map((m) => m.subject)
    .filter((subject) => subject.includes(orderNumber) && /\bbid\b/.test(subject));

describe("the owner's e-mails about bids", () => {
  it('sends one e-mail per real change: placed, withdrawn and placed again, changed', async () => {
    const auction = await published();
    const { call } = await signedInContractor(app, database, 'Chinook Arch Roofing');
    const first = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms());
    expect(first.statusCode).toBe(201);
    expect((await call('DELETE', `/api/contractor/bids/${first.json().id}`)).statusCode).toBe(204);
    const again = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms());
    expect(again.statusCode).toBe(201);
    const bidId = again.json().id;
    // The same terms again change nothing, so nobody is told.
    expect((await call('PUT', `/api/contractor/bids/${bidId}`, terms())).statusCode).toBe(200);
    const changed = await call('PUT', `/api/contractor/bids/${bidId}`, terms({ amount: '13,900' }));
    expect(changed.json().amountCents).toBe(1_390_000);

    const n = auction.orderNumber;
    expect(await ownerMail(n)).toEqual([
      `New bid on your roofing auction ${n}`,
      `Bidder A withdrew its bid on ${n}`,
      `New bid on your roofing auction ${n}`,
      `Bidder A changed its bid on ${n}`,
    ]);

    const timeline = (await owner('GET', `/api/customer/auctions/${auction.id}`))
      .json()
      .timeline.map((e: { label: string }) => e.label);
    expect(timeline).toEqual([
      'Auction published; contractors in your area were told',
      'Bidder A placed a bid',
      'The first bid arrived',
      'Bidder A withdrew its bid',
      'Bidder A placed a bid',
      'Bidder A changed its bid',
    ]);
    const admin = await signedInAdmin(app, database);
    const staffTimeline = (await admin('GET', `/api/admin/auctions/${auction.id}`))
      .json()
      .timeline.map((e: { label: string }) => e.label);
    expect(staffTimeline).toContain('Bidder A changed its bid');
    expect(staffTimeline.join(' ')).not.toMatch(/bid_changed|staff or contractor/);
  });

  it(`caps placing and changing at ${MAX_BID_CHANGES} per contractor and auction`, async () => {
    const auction = await published();
    const { call } = await signedInContractor(app, database, 'Loop Roofing');
    const placed = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms());
    expect(placed.statusCode).toBe(201);
    const bidId = placed.json().id;
    for (let i = 1; i < MAX_BID_CHANGES; i++) {
      const amount = `${14_000 - i * 100}`;
      expect(
        (await call('PUT', `/api/contractor/bids/${bidId}`, terms({ amount }))).statusCode,
      ).toBe(200);
    }
    expect(await ownerMail(auction.orderNumber)).toHaveLength(MAX_BID_CHANGES);

    const change = await call('PUT', `/api/contractor/bids/${bidId}`, terms({ amount: '9,999' }));
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toMatch(/the most allowed/);
    // Withdrawing is always possible, and the owner hears of it.
    expect((await call('DELETE', `/api/contractor/bids/${bidId}`)).statusCode).toBe(204);
    const placeAgain = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms());
    expect(placeAgain.statusCode).toBe(409);
    expect(await ownerMail(auction.orderNumber)).toHaveLength(MAX_BID_CHANGES + 1);
  });
});

describe('contact details crossing before the award', () => {
  it("masks the bidder's notes and material line for the owner until the reveal", async () => {
    const auction = await published();
    const { call, contractor } = await signedInContractor(app, database, 'Prairie Peak Roofing');
    const notes = `We are Prairie Peak Roofing - call Pat at 403 555 0199 or pat at prairiepeak dot ca. Licence ${contractor.licenceNumber}.`;
    const placed = await call(
      'POST',
      `/api/contractor/auctions/${auction.id}/bids`,
      terms({ notes, materialLine: 'GAF Timberline HDZ, see prairiepeak.ca' }),
    );
    expect(placed.statusCode).toBe(201);
    // The contractor reads its own words back.
    expect(placed.json().notes).toBe(notes);

    await database.db
      .update(orders)
      .set({ auctionState: 'decision' })
      .where(eq(orders.id, auction.id));
    const detail = (await owner('GET', `/api/customer/auctions/${auction.id}`)).json();
    const listed = (await owner('GET', '/api/customer/bids')).json().data;
    for (const seen of [JSON.stringify(detail.bids), JSON.stringify(listed)]) {
      for (const secret of ['555 0199', 'prairiepeak', 'Prairie Peak', contractor.licenceNumber])
        expect(seen).not.toContain(secret);
    }
    expect(detail.bids[0].notes).toContain('[phone hidden]');
    expect(detail.bids[0].materialLine).toContain('GAF Timberline HDZ');

    await database.db
      .update(orders)
      .set({ auctionState: 'revealed', revealedAt: new Date() })
      .where(eq(orders.id, auction.id));
    const revealed = (await owner('GET', `/api/customer/auctions/${auction.id}`)).json();
    expect(revealed.bids[0].notes).toBe(notes);
  });

  it("shows the owner's message masked to bidders, and as written to the winner after the award", async () => {
    const auction = await published();
    const winner = await signedInContractor(app, database, 'Winner Roofing');
    const other = await signedInContractor(app, database, 'Other Roofing');
    const listed = (await winner.call('GET', '/api/contractor/auctions')).json().data[0];
    for (const secret of ['555 0142', 'casey.owner@shaw.ca', 'Casey Owner'])
      expect(listed.message).not.toContain(secret);
    expect(listed.message).toContain('Two layers of shingles, about 20 years old.');
    const stored = (await database.db.select().from(orders).where(eq(orders.id, auction.id)))[0]!;
    expect(stored.bidderMessage).toBe(listed.message);

    const bidId = (
      await winner.call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms())
    ).json().id;
    await other.call('POST', `/api/contractor/auctions/${auction.id}/bids`, terms());
    await database.db
      .update(orders)
      .set({ auctionState: 'revealed', revealedAt: new Date() })
      .where(eq(orders.id, auction.id));
    expect(
      (await owner('POST', `/api/customer/auctions/${auction.id}/award`, { bidId })).statusCode,
    ).toBe(200);

    const won = (await winner.call('GET', `/api/contractor/auctions/${auction.id}`)).json();
    expect(won.auction.message).toBe(ownerMessage);
    const lost = (await other.call('GET', '/api/contractor/bids')).json().data[0];
    expect(lost.outcome).toBe('not_chosen');
    expect(lost.auction.message).not.toContain('555 0142');
  });
});
