import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/audit.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import {
  buildStripeTestApp,
  deliverWebhook,
  signedEvent,
  type FakeSession,
  fakeStripe as fake,
} from '../../test-support/fake-stripe.ts';
import { app, database, owner, ownerAuctionTestFile } from '../../test-support/owner-auctions.ts';

const { mailTo, ownerAuction } = ownerAuctionTestFile({ build: buildStripeTestApp });
beforeEach(() => {
  fake.refunds.length = 0;
});

const webhook = (session: FakeSession) =>
  deliverWebhook(app, signedEvent('checkout.session.completed', session));

async function openReveal() {
  const { order } = await ownerAuction('decision', 2);
  const res = await owner('POST', `/api/customer/auctions/${order.id}/reveal-checkout`);
  expect(res.statusCode).toBe(200);
  const session = fake.sessions.get(res.json().sessionId)!;
  return { order, session };
}

describe('the reveal fee through Stripe', () => {
  it('sends the owner back to the portal and reveals once for webhook + success page', async () => {
    const { order, session } = await openReveal();
    expect(session.amount_total).toBe(9_999);
    expect(session.success_url).toBe(
      `http://localhost:5000/customer-portal?auction=${order.id}&reveal_session={CHECKOUT_SESSION_ID}`,
    );
    const paid = fake.pay(session.id);
    const [hook, page] = await Promise.all([
      webhook(paid),
      owner('GET', `/api/customer/auctions/${order.id}/reveal-checkout/${session.id}`),
      webhook(paid),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'paid' });
    const reveals = await database.db
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.orderId, order.id), eq(auctionEvents.kind, 'reveal')));
    expect(reveals).toHaveLength(1);
    // The analytics funnel counts the reveal once too.
    const events = await database.db.select().from(analyticsEvents);
    expect(events.map((e) => [e.name, e.orderId])).toEqual([['revealed', order.id]]);
    expect((await database.db.select().from(orders))[0]!.auctionState).toBe('revealed');
    expect(await mailTo('owner@example.com')).toHaveLength(1);
  });

  it('refunds through Stripe, once, a payment for an auction that expired meanwhile', async () => {
    const { order, session } = await openReveal();
    await database.db
      .update(orders)
      .set({ auctionState: 'expired' })
      .where(eq(orders.id, order.id));
    const paid = fake.pay(session.id);
    await webhook(paid);
    await webhook(paid);
    expect(fake.refunds).toHaveLength(1);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'refunded', refundReason: 'auction_closed' });
  });
});
