import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { testCheckoutRefunds } from '../../db/schema/test-checkout.ts';
import { signedInAdmin, signedInContractor } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import {
  app,
  clock,
  database,
  owner,
  ownerAuctionTestFile,
} from '../../test-support/owner-auctions.ts';
import { payOnTestCheckout } from '../../test-support/test-checkout.ts';

/**
 * Issue #20 §3: every fee has a way back, and no fee is taken for nothing. Auctions are
 * published through the real checkout (the built-in test provider records its refunds), bids
 * come from signed-in contractor users, and staff act through the admin API.
 */

let admin: typeof owner;
let n = 0;

const { mailTo, ownerAuction } = ownerAuctionTestFile();
beforeEach(async () => {
  admin = await signedInAdmin(app, database);
});

const published = () =>
  publishAuction(app, database, { email: 'owner@example.com', name: 'Casey Owner' });

const roofer = () => signedInContractor(app, database, `Chinook Arch Roofing ${(n += 1)}`);

const bidOn = async (call: typeof owner, orderId: string) => {
  const res = await call('POST', `/api/contractor/auctions/${orderId}/bids`, bidTerms());
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

const order = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const fee = async (orderId: string, purpose: 'auction_fee' | 'reveal_fee') =>
  database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, purpose)));

const refundsSent = async (paymentId: string) =>
  database.db
    .select()
    .from(testCheckoutRefunds)
    .where(eq(testCheckoutRefunds.idempotencyKey, `refund:${paymentId}`));

describe('the last bid withdrawn after bidding closed', () => {
  it('ends the auction like a window without bids: closed, publishing fee refunded, no reveal fee possible', async () => {
    const auction = await published();
    const { call } = await roofer();
    const bidId = await bidOn(call, auction.id);
    expect(
      (await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`)).statusCode,
    ).toBe(200);
    expect((await order(auction.id)).auctionState).toBe('decision');

    expect((await call('DELETE', `/api/contractor/bids/${bidId}`)).statusCode).toBe(204);

    expect((await order(auction.id)).auctionState).toBe('closed');
    const [publishing] = await fee(auction.id, 'auction_fee');
    expect(publishing).toMatchObject({ status: 'refunded', refundReason: 'no_bids' });
    expect(await refundsSent(publishing!.id)).toHaveLength(1);

    const reveal = await owner('POST', `/api/customer/auctions/${auction.id}/reveal-checkout`);
    expect(reveal.statusCode).toBe(409);
    expect(await fee(auction.id, 'reveal_fee')).toEqual([]);

    const mail = await mailTo('owner@example.com');
    const noBids = mail.filter((m) => m.subject.startsWith('No bids on your roofing auction'));
    expect(noBids).toHaveLength(1);
    expect(noBids[0]!.subject).toMatch(/your fee is refunded/);
    expect(noBids[0]!.text).toMatch(/withdrawn its bid/);

    const seen = (await owner('GET', `/api/customer/auctions/${auction.id}`)).json();
    expect(seen).toMatchObject({
      state: 'closed',
      stateLabel: 'Closed without bids',
      actions: { reveal: false },
      fees: { publishing: { status: 'refunded', amountCents: 9_999 }, reveal: null },
    });
    expect(seen.nextStep).toMatch(/publishing fee is refunded/);

    // The orders list says the same, from the same mapping.
    const listed = (await owner('GET', '/api/customer/orders')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      standing: 'Closed without bids',
      fees: { publishing: { status: 'refunded' }, reveal: null },
    });
  });

  it('keeps an auction with bids left in decision when one bidder withdraws, and tells the owner', async () => {
    const auction = await published();
    const first = await roofer();
    const second = await roofer();
    const firstBid = await bidOn(first.call, auction.id);
    await bidOn(second.call, auction.id);
    await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`);

    expect((await first.call('DELETE', `/api/contractor/bids/${firstBid}`)).statusCode).toBe(204);

    expect((await order(auction.id)).auctionState).toBe('decision');
    expect((await fee(auction.id, 'auction_fee'))[0]!.status).toBe('paid');
    const withdrawn = (await mailTo('owner@example.com')).filter((m) =>
      m.subject.includes('withdrew its bid'),
    );
    expect(withdrawn.map((m) => m.subject)).toEqual([
      `Bidder A withdrew its bid on ${auction.orderNumber}`,
    ]);
    expect(withdrawn[0]!.text).toMatch(/One bid remains/);
  });
});

describe('the reveal fee buys a reveal or comes back', () => {
  it('refunds a reveal paid after the last live bid went, instead of revealing nobody', async () => {
    const { order: auction, bids } = await ownerAuction('decision', 1);
    const opened = await owner('POST', `/api/customer/auctions/${auction.id}/reveal-checkout`);
    expect(opened.statusCode).toBe(200);
    // The bid goes while the owner is on the card page.
    await database.db.delete(sellerBids).where(eq(sellerBids.id, bids[0]!.bid.id));

    const paid = await payOnTestCheckout(app, opened.json().sessionId, 'Casey Owner');
    expect(paid.statusCode).toBeLessThan(400);

    expect((await order(auction.id)).auctionState).toBe('decision');
    const [revealFee] = await fee(auction.id, 'reveal_fee');
    expect(revealFee).toMatchObject({ status: 'refunded', refundReason: 'auction_closed' });
    expect(await refundsSent(revealFee!.id)).toHaveLength(1);
  });

  it('refuses to open a reveal checkout when no live bid is left', async () => {
    const { order: auction } = await ownerAuction('decision', 0);
    const res = await owner('POST', `/api/customer/auctions/${auction.id}/reveal-checkout`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/No bid is left/);
    expect(await fee(auction.id, 'reveal_fee')).toEqual([]);
  });
});

describe('staff closing bidding early', () => {
  it('closes a bidless published auction and refunds its publishing fee', async () => {
    const auction = await published();
    const res = await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'closed' });
    const [publishing] = await fee(auction.id, 'auction_fee');
    expect(publishing).toMatchObject({ status: 'refunded', refundReason: 'no_bids' });
    expect(await refundsSent(publishing!.id)).toHaveLength(1);
    // Bidding ended now, not on the old closing date.
    expect((await order(auction.id)).biddingClosesAt).toEqual(clock.now());
  });

  it('closes an auction whose every bid was withdrawn the same way', async () => {
    const auction = await published();
    const { call } = await roofer();
    const bidId = await bidOn(call, auction.id);
    await call('DELETE', `/api/contractor/bids/${bidId}`);
    expect((await order(auction.id)).auctionState).toBe('bidding');

    await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`);
    expect((await order(auction.id)).auctionState).toBe('closed');
    expect((await fee(auction.id, 'auction_fee'))[0]!.status).toBe('refunded');
  });

  it('moves an auction with bids to decision and shows the day bidding really closed', async () => {
    const auction = await published();
    const { call } = await roofer();
    await bidOn(call, auction.id);
    clock.advance(60_000);
    await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`);
    const closed = await order(auction.id);
    expect(closed.auctionState).toBe('decision');
    expect(closed.biddingClosesAt).toEqual(clock.now());
    const portal = (await call('GET', '/api/contractor/bids')).json().data[0];
    expect(portal.auction.biddingClosesAt).toBe(clock.now().toISOString());
    const summary = (await owner('GET', '/api/customer/auctions')).json().data[0];
    expect(summary.biddingClosesAt).toBe(clock.now().toISOString());
  });
});

describe('staff bid changes follow the auction', () => {
  const typed = (orderId: string) => ({
    orderId,
    sellerName: 'Phone Bid Roofing',
    starRating: '4.8',
    yearsInBusiness: '12',
    insuredAmountCents: 200_000_000,
    bonded: true,
    validLicense: true,
    bidAmount: '$12,500',
  });

  it('adds, edits and deletes bids only while bidding is open', async () => {
    const auction = await published();
    const added = await admin('POST', '/api/admin/seller-bids', typed(auction.id));
    expect(added.statusCode).toBe(201);
    const bidId = added.json().id;
    const edit = () =>
      admin('PUT', `/api/admin/seller-bids/${bidId}`, { ...typed(auction.id), bidAmount: '9,000' });
    expect((await edit()).statusCode).toBe(200);

    await admin('POST', `/api/admin/auctions/${auction.id}/close-bidding`);
    expect((await order(auction.id)).auctionState).toBe('decision');

    const refusedAdd = await admin('POST', '/api/admin/seller-bids', typed(auction.id));
    expect(refusedAdd.statusCode).toBe(409);
    expect(refusedAdd.json().error.message).toMatch(/only while bidding is open/);
    expect((await edit()).statusCode).toBe(409);
    expect((await admin('DELETE', `/api/admin/seller-bids/${bidId}`)).statusCode).toBe(409);
    const [stored] = await database.db.select().from(sellerBids);
    expect(stored).toMatchObject({ id: bidId, bidAmountCents: 900_000 });
  });

  it('refuses any bid change on a finished auction', async () => {
    const { order: auction, bids } = await ownerAuction('refunded', 3);
    const bidId = bids[0]!.bid.id;
    expect((await admin('POST', '/api/admin/seller-bids', typed(auction.id))).statusCode).toBe(409);
    expect(
      (
        await admin('PUT', `/api/admin/seller-bids/${bidId}`, {
          ...typed(auction.id),
          bidAmount: '1',
        })
      ).statusCode,
    ).toBe(409);
    expect((await admin('DELETE', `/api/admin/seller-bids/${bidId}`)).statusCode).toBe(409);
    const seen = (await owner('GET', `/api/customer/auctions/${auction.id}`)).json();
    expect(seen.bidCount).toBe(3);
  });
});
