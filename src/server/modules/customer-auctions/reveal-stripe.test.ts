import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/audit.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { createStripeProvider } from '../../integrations/payments/stripe-provider.ts';
import { asUser, createCustomer, signIn } from '../../test-support/accounts.ts';
import {
  startFakeStripe,
  type FakeSession,
  type FakeStripe,
} from '../../test-support/fake-stripe.ts';
import { auctionWithBids, mailTo } from '../../test-support/owner-auctions.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

const WEBHOOK_SECRET = 'whsec_test_roofbid';
const stripe = new Stripe('sk_test_unused');

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
let fake: FakeStripe;
let owner: ReturnType<typeof asUser>;
let ownerId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripe();
  ({ app, clock } = await buildTestApp(database, {
    paymentProvider: createStripeProvider({
      secretKey: 'sk_test_roofbid',
      webhookSecret: WEBHOOK_SECRET,
      api: fake.api,
    }),
  }));
});
beforeEach(async () => {
  await resetDatabase(database);
  fake.refunds.length = 0;
  ownerId = (await createCustomer(database, 'owner@example.com')).id;
  owner = asUser(app, await signIn(app, 'customer', 'owner@example.com'));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

function webhook(session: FakeSession) {
  const payload = JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function openReveal() {
  const { order } = await auctionWithBids(database, {
    customerId: ownerId,
    customerEmail: 'owner@example.com',
    state: 'decision',
    bids: 2,
    now: clock.now(),
  });
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
    expect(await mailTo(database, 'owner@example.com')).toHaveLength(1);
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
