import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/audit.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { orders } from '../../db/schema/orders.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import {
  app,
  bidderTerms,
  clock,
  database,
  owner,
  ownerAuctionTestFile,
  stranger,
} from '../../test-support/owner-auctions.ts';

const { mailTo, ownerAuction: auction } = ownerAuctionTestFile({ stranger: true });

const stateOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.auctionState;

describe('the owner sees their auctions', () => {
  it('lists only their own auctions with state, dates, bid count and range', async () => {
    const { order } = await auction('decision', 3);
    const res = await owner('GET', '/api/customer/auctions');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: order.id,
        state: 'decision',
        stateLabel: 'Decision due',
        attention: 'Needs your decision',
        bidCount: 3,
        lowestBidCents: 1_000_000,
        highestBidCents: 1_200_000,
        awardDeadlineAt: order.awardDeadlineAt!.toISOString(),
      }),
    ]);
    expect((await stranger('GET', '/api/customer/auctions')).json().data).toEqual([]);
  });

  it('compares anonymised bids before the reveal: facts, no name, licence or contact', async () => {
    const { order, bids } = await auction('decision', 2, { staffBid: true });
    const res = await owner('GET', `/api/customer/auctions/${order.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nextStep).toMatch(/Compare the bids/);
    expect(body.revealFeeCents).toBe(9_999);
    expect(body.actions).toEqual({ reveal: true, decline: true, award: false, complete: false });
    expect(body.bids.map((b: { label: string }) => b.label)).toEqual([
      'Bidder A',
      'Bidder B',
      'Bidder C',
    ]);
    expect(body.bids[0]).toMatchObject({
      amountCents: 1_200_000,
      ...bidderTerms,
      notes: 'Notes of bidder 1',
      yearsInBusiness: 12,
      insuredAmountCents: 200_000_000,
      bonded: true,
      licensed: true,
      companyName: null,
      licenceNumber: null,
      contactName: null,
      email: null,
      phone: null,
    });
    // Staff typed this one in: what it lacks is "Not given" (null), not zero.
    expect(body.bids[2]).toMatchObject({ tearOffLayers: null, durationDays: null, notes: null });
    for (const { contractor } of bids.slice(0, 2)) {
      expect(res.body).not.toContain(contractor!.companyName);
      expect(res.body).not.toContain(contractor!.licenceNumber);
      expect(res.body).not.toContain(contractor!.email);
    }
    expect(res.body).not.toContain('Phone Bid Roofing');
  });

  it('shows names, licence numbers and contacts of every bidder after the reveal', async () => {
    const { order, bids } = await auction('revealed', 2);
    const body = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
    expect(body.actions).toMatchObject({ reveal: false, decline: true, award: true });
    expect(body.bids[1]).toMatchObject({
      label: bids[1]!.contractor!.companyName,
      companyName: bids[1]!.contractor!.companyName,
      licenceNumber: bids[1]!.contractor!.licenceNumber,
      email: bids[1]!.contractor!.email,
      phone: '403-555-0100',
    });
  });

  it('shows the timeline with dates', async () => {
    const { order } = await auction('decision', 1);
    await database.db.insert(auctionEvents).values([
      {
        orderId: order.id,
        kind: 'published',
        toState: 'published',
        actorType: 'system',
        at: new Date('2026-11-01T10:00:00Z'),
      },
      {
        orderId: order.id,
        kind: 'closeBidding',
        fromState: 'bidding',
        toState: 'decision',
        actorType: 'system',
        at: new Date('2026-11-11T10:00:00Z'),
      },
    ]);
    const body = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
    expect(body.timeline).toEqual([
      {
        kind: 'published',
        label: 'Auction published; contractors in your area were told',
        at: '2026-11-01T10:00:00.000Z',
      },
      {
        kind: 'closeBidding',
        label: 'Bidding closed: the bidding window ended',
        at: '2026-11-11T10:00:00.000Z',
      },
    ]);
  });

  it("answers 404 for another customer's auction, on every route", async () => {
    const { order, bids } = await auction('revealed', 1);
    const id = order.id;
    for (const [method, url, payload] of [
      ['GET', `/api/customer/auctions/${id}`],
      ['POST', `/api/customer/auctions/${id}/reveal-checkout`],
      ['GET', `/api/customer/auctions/${id}/reveal-checkout/cs_test_x`],
      ['POST', `/api/customer/auctions/${id}/decline`],
      ['POST', `/api/customer/auctions/${id}/award`, { bidId: bids[0]!.bid.id }],
    ] as const) {
      const res = await stranger(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await stateOf(id)).toBe('revealed');
  });
});

describe('declining every bid', () => {
  it('closes the auction and tells every bidder', async () => {
    const { order, bids } = await auction('decision', 2);
    const res = await owner('POST', `/api/customer/auctions/${order.id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, state: 'closed' });
    expect(await stateOf(order.id)).toBe('closed');
    for (const { contractor } of bids) {
      const mail = await mailTo(contractor!.email);
      expect(mail.map((m) => m.subject)).toEqual([
        `Auction ${order.orderNumber}: your bid was not chosen`,
      ]);
    }
  });

  it.each(['bidding', 'awarded', 'closed'] as const)(
    'is refused in state %s (409)',
    async (state) => {
      const { order } = await auction(state, 1);
      const res = await owner('POST', `/api/customer/auctions/${order.id}/decline`);
      expect(res.statusCode).toBe(409);
      expect(await stateOf(order.id)).toBe(state);
    },
  );
});

describe('awarding a bid', () => {
  it('awards the chosen bid; the winner gets the owner contacts, the others not-chosen', async () => {
    const { order, bids } = await auction('revealed', 3);
    const chosen = bids[1]!;
    const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
      bidId: chosen.bid.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, state: 'awarded' });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ auctionState: 'awarded', awardedBidId: chosen.bid.id });
    const events = await database.db.select().from(analyticsEvents);
    expect(events.map((e) => [e.name, e.orderId, e.occurredAt])).toEqual([
      ['awarded', order.id, clock.now()],
    ]);

    const [won] = await mailTo(chosen.contractor!.email);
    expect(won!.subject).toBe(`You won auction ${order.orderNumber}`);
    expect(won!.text).toContain('owner@example.com');
    expect(won!.text).toContain('403-555-0199');
    expect(won!.text).toContain('12 Ridge Road, Calgary');
    for (const other of [bids[0]!, bids[2]!]) {
      const mail = await mailTo(other.contractor!.email);
      expect(mail.map((m) => m.subject)).toEqual([
        `Auction ${order.orderNumber}: your bid was not chosen`,
      ]);
      expect(mail[0]!.text).not.toContain('403-555-0199');
    }
    const ownerMail = await mailTo('owner@example.com');
    expect(ownerMail.map((m) => m.subject)).toEqual([
      `You awarded auction ${order.orderNumber} to ${chosen.contractor!.companyName}`,
    ]);
    const detail = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
    expect(detail.bids.map((b: { awarded: boolean }) => b.awarded)).toEqual([false, true, false]);
    expect(detail.actions).toMatchObject({ award: false, complete: true, decline: false });
  });

  it('is refused after the award deadline with a clear message', async () => {
    const { order, bids } = await auction('revealed', 1, { publishedDaysAgo: 31 });
    const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
      bidId: bids[0]!.bid.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/award deadline .* has passed/);
    expect(await stateOf(order.id)).toBe('revealed');
    expect((await owner('GET', `/api/customer/auctions/${order.id}`)).json().actions.award).toBe(
      false,
    );
  });

  it.each(['decision', 'awarded', 'closed'] as const)(
    'is refused in state %s (409)',
    async (state) => {
      const { order, bids } = await auction(state, 1);
      const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
        bidId: bids[0]!.bid.id,
      });
      expect(res.statusCode).toBe(409);
      expect(await stateOf(order.id)).toBe(state);
    },
  );

  it('refuses a bid of another auction (404) and a body that is not a bid id (400)', async () => {
    const { order } = await auction('revealed', 1);
    const other = await auction('revealed', 1);
    const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
      bidId: other.bids[0]!.bid.id,
    });
    expect(res.statusCode).toBe(404);
    const bad = await owner('POST', `/api/customer/auctions/${order.id}/award`, { bidId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await stateOf(order.id)).toBe('revealed');
  });
});

describe('who may use the owner routes', () => {
  it('refuses anonymous visitors (401) and staff (401: customer routes)', async () => {
    const { order } = await auction('decision', 1);
    const admin = await signedInAdmin(app, database);
    expect((await app.inject({ method: 'GET', url: '/api/customer/auctions' })).statusCode).toBe(
      401,
    );
    expect((await admin('POST', `/api/customer/auctions/${order.id}/decline`)).statusCode).toBe(
      401,
    );
    expect(await stateOf(order.id)).toBe('decision');
  });
});
