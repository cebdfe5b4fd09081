import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { settings } from '../../db/schema/content.ts';
import { incompletePaymentLeads, payments } from '../../db/schema/payments.ts';
import { testCheckoutRefunds } from '../../db/schema/test-checkout.ts';
import { rowCount } from '../../test-support/counts.ts';
import { app, database, owner, ownerAuctionTestFile } from '../../test-support/owner-auctions.ts';
import { payOnTestCheckout } from '../../test-support/test-checkout.ts';

const { mailTo, ownerAuction } = ownerAuctionTestFile();

const auction = (state: 'decision' | 'bidding' | 'revealed' = 'decision') => ownerAuction(state, 2);

const payOnCardPage = (sessionId: string) => payOnTestCheckout(app, sessionId, 'Casey Owner');

const revealEvents = (orderId: string) =>
  database.db
    .select()
    .from(auctionEvents)
    .where(and(eq(auctionEvents.orderId, orderId), eq(auctionEvents.kind, 'reveal')));

describe('paying the reveal fee', () => {
  it('charges the reveal fee setting, whatever the client sends, and comes back to the portal', async () => {
    await database.db
      .update(settings)
      .set({ value: 14_900 })
      .where(eq(settings.key, 'price.revealFeeCents'));
    const { order } = await auction();
    const res = await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`, {
      amountCents: 1,
      revealFeeCents: 1,
    });
    expect(res.statusCode).toBe(200);
    const { url, sessionId, amountCents } = res.json();
    expect(amountCents).toBe(14_900);
    expect(url).toBe(`http://localhost:5000/test-checkout/${sessionId}`);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      purpose: 'reveal_fee',
      orderId: order.id,
      amountCents: 14_900,
      status: 'open',
    });

    const paid = await payOnCardPage(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:5000/customer-portal?auction=${order.id}&reveal_session=${sessionId}`,
    );
    const detail = (await owner('GET', `/api/customer/auctions/${order.id}`)).json();
    expect(detail.state).toBe('revealed');
    expect(detail.bids[0].companyName).not.toBeNull();
    const [mail] = await mailTo('owner@example.com');
    expect(mail!.subject).toBe(`Bidders revealed on auction ${order.orderNumber}`);
  });

  it('reveals once however often the card page and the portal check report the payment', async () => {
    const { order } = await auction();
    const { sessionId } = (
      await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`)
    ).json();
    const confirmUrl = `/api/customer/auctions/${order.id}/reveal-checkout/${sessionId}`;
    expect((await owner('GET', confirmUrl)).json().status).toBe('open');
    await payOnCardPage(sessionId);
    const checks = await Promise.all([owner('GET', confirmUrl), owner('GET', confirmUrl)]);
    for (const check of checks) expect(check.json()).toMatchObject({ status: 'paid' });
    expect(await revealEvents(order.id)).toHaveLength(1);
    expect(await mailTo('owner@example.com')).toHaveLength(1);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'paid', purpose: 'reveal_fee' });
    // A second checkout cannot be opened: the auction is no longer in decision.
    const again = await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`);
    expect(again.statusCode).toBe(409);
  });

  it('a second checkout closes the first, so only one can be paid', async () => {
    const { order } = await auction();
    const first = (
      await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`)
    ).json();
    const second = (
      await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`)
    ).json();
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await payOnCardPage(first.sessionId)).statusCode).toBe(410);
    await payOnCardPage(second.sessionId);
    expect(await revealEvents(order.id)).toHaveLength(1);
    // Leaving a reveal checkout is not a lead for staff.
    expect(await rowCount(database, incompletePaymentLeads)).toBe(0);
  });

  it.each(['bidding', 'revealed'] as const)('is refused in state %s (409)', async (state) => {
    const { order } = await auction(state);
    const res = await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`);
    expect(res.statusCode).toBe(409);
    expect(await rowCount(database, payments)).toBe(0);
  });

  it('refunds a reveal fee that arrives after the owner declined (auction_closed)', async () => {
    const { order } = await auction();
    const { sessionId } = (
      await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`)
    ).json();
    expect((await owner('POST', `/api/customer/auctions/${order.id}/decline`)).statusCode).toBe(
      200,
    );
    await payOnCardPage(sessionId);
    const check = await owner(
      'GET',
      `/api/customer/auctions/${order.id}/reveal-checkout/${sessionId}`,
    );
    expect(check.json()).toMatchObject({ status: 'refunded' });
    expect(check.json().message).toMatch(/could no longer be revealed/);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'refunded', refundReason: 'auction_closed' });
    expect(await rowCount(database, testCheckoutRefunds)).toBe(1);
    expect(await revealEvents(order.id)).toHaveLength(0);
  });

  it("does not confirm another auction's session", async () => {
    const { order } = await auction();
    const other = await auction();
    const { sessionId } = (
      await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`)
    ).json();
    const res = await owner(
      'GET',
      `/api/customer/auctions/${other.order.id}/reveal-checkout/${sessionId}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
