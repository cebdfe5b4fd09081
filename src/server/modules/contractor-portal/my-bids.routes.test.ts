import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { database, owner, useContractorPortalApp } from './contractor-portal.test-setup.ts';

const { bid, expectNoOwnerPii, ownerAuction, roofer } = useContractorPortalApp();

describe('changing, withdrawing and my bids', () => {
  it("changes and withdraws only my own bid, until the reveal; another's is 404", async () => {
    const me = await roofer();
    const other = await roofer();
    const auction = await ownerAuction();
    const mine = (
      await me.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    expect(
      (await other.call('PUT', `/api/contractor/bids/${mine.id}`, bid({ amount: 1 }))).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(404);

    const changed = await me.call(
      'PUT',
      `/api/contractor/bids/${mine.id}`,
      bid({ amount: '13,900', durationDays: 4 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ amountCents: 1_390_000, durationDays: 4 });

    await database.db
      .update(orders)
      .set({ auctionState: 'revealed' })
      .where(eq(orders.id, auction.id));
    expect((await me.call('PUT', `/api/contractor/bids/${mine.id}`, bid())).statusCode).toBe(409);
    expect((await me.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(409);
  });

  it('withdraws a bid: its slot frees up and My bids shows it withdrawn', async () => {
    const me = await roofer();
    const auction = await ownerAuction();
    const mine = (
      await me.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    expect((await me.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(204);
    const left = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(left).toEqual([]);
    const rows = (await me.call('GET', '/api/contractor/bids')).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        outcome: 'withdrawn',
        changeable: false,
        owner: null,
        auction: expect.objectContaining({ id: auction.id, myBid: null }),
      }),
    ]);
  });

  it('shows each outcome; only the winner gets the owner contacts, only after award', async () => {
    const winner = await roofer();
    const loser = await roofer();
    const auction = await ownerAuction();
    const won = (
      await winner.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    await loser.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());

    for (const r of [winner, loser]) {
      const before = await r.call('GET', '/api/contractor/bids');
      expect(before.json().data[0]).toMatchObject({ outcome: 'open', changeable: true });
      expectNoOwnerPii(before.body, auction.customerId);
      const detail = await r.call('GET', `/api/contractor/auctions/${auction.id}`);
      expectNoOwnerPii(detail.body, auction.customerId);
    }

    await database.db
      .update(orders)
      .set({ auctionState: 'revealed' })
      .where(eq(orders.id, auction.id));
    const inReview = await winner.call('GET', '/api/contractor/bids');
    expect(inReview.json().data[0]).toMatchObject({ outcome: 'in_review', changeable: false });
    expectNoOwnerPii(inReview.body, auction.customerId);

    await database.db
      .update(orders)
      .set({ auctionState: 'awarded', awardedBidId: won.id })
      .where(eq(orders.id, auction.id));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
    const winning = (await winner.call('GET', '/api/contractor/bids')).json().data[0];
    expect(winning).toMatchObject({
      outcome: 'won',
      owner: {
        name: owner.name,
        email: order!.orderData.customerEmail,
        phone: owner.phone,
        address: owner.address,
        postalCode: 'T3A 2B7', // stored T3A2B7; shown with its space (issue #22 item 6)
      },
    });
    const detail = (await winner.call('GET', `/api/contractor/auctions/${auction.id}`)).json();
    expect(detail.owner).toMatchObject({ name: owner.name });

    const losing = await loser.call('GET', '/api/contractor/bids');
    expect(losing.json().data[0]).toMatchObject({ outcome: 'not_chosen', owner: null });
    expectNoOwnerPii(losing.body, auction.customerId);
    expectNoOwnerPii(
      (await loser.call('GET', `/api/contractor/auctions/${auction.id}`)).body,
      auction.customerId,
    );
  });
});
