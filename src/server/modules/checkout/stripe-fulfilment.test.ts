import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/audit.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { incompletePaymentLeads, paymentOffers, payments } from '../../db/schema/payments.ts';
import { rowCount } from '../../test-support/counts.ts';
import {
  buildStripeTestApp,
  deliverWebhook,
  signedEvent,
  fakeStripe as fake,
} from '../../test-support/fake-stripe.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import {
  app,
  checkoutTestFile,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

checkoutTestFile({ build: buildStripeTestApp });
beforeEach(() => {
  fake.refunds.length = 0;
  fake.requests.length = 0;
  fake.setOutage(false);
});

const deliver = (event: { payload: string; signature?: string }) => deliverWebhook(app, event);

const createCheckout = (payload: { contactSubmissionId: string; paymentOfferId?: string }) =>
  app.inject({ method: 'POST', url: '/api/create-checkout-session', payload });

async function openSession(lead?: { id: string }, paymentOfferId?: string) {
  lead ??= await submitLead(app);
  const res = await createCheckout({ contactSubmissionId: lead.id, paymentOfferId });
  expect(res.statusCode).toBe(200);
  const { sessionId, url } = res.json();
  expect(url).toBe('https://checkout.stripe.test/pay');
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { lead, cookie, session: fake.sessions.get(sessionId)! };
}

describe('Stripe Checkout', () => {
  it('creates the session with the server amount, our payment id and both return URLs', async () => {
    const { lead, session } = await openSession();
    const [payment] = await database.db.select().from(payments);
    expect(session.amount_total).toBe(9999);
    expect(session.currency).toBe('cad');
    expect(session.metadata).toEqual({ paymentId: payment!.id, submissionId: lead.id });
    expect(session.success_url).toBe(
      'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(session.cancel_url).toBe(
      `http://localhost:5000/payment-cancelled?session_id=${payment!.id}`,
    );
    expect(payment?.providerSessionId).toBe(session.id);
  });

  it('fulfils exactly once under 20 concurrent webhook deliveries and the success page', async () => {
    const { session, cookie } = await openSession();
    const event = signedEvent('checkout.session.completed', fake.pay(session.id));
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(event)),
      app.inject({
        method: 'GET',
        url: `/api/checkout-session/${session.id}`,
        headers: { cookie },
      }),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(results.at(-1)!.json()).toMatchObject({
      success: true,
      customer: { orderNumber: 'RB-100001' },
    });
    expect(await rowCount(database, customers)).toBe(1);
    expect(await rowCount(database, orders)).toBe(1);
    expect(await rowCount(database, emailOutbox)).toBe(1);
    const [order] = await database.db.select().from(orders);
    expect(order).toMatchObject({
      paymentMethod: 'Stripe',
      orderData: expect.objectContaining({ paidViaStripe: true }),
    });
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      status: 'paid',
      orderId: order!.id,
      providerPaymentId: session.payment_intent,
    });
    // The funnel's checkout_started and paid events: once each, with the fee paid.
    const events = await database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(events.map((e) => [e.name, e.paymentId, e.amountCents])).toEqual([
      ['checkout_started', payment!.id, 9999],
      ['paid', payment!.id, 9999],
    ]);
    expect(events[1]).toMatchObject({ orderId: order!.id, dedupeKey: `paid:${payment!.id}` });
  });

  it('refuses a bad or missing signature and stores nothing', async () => {
    const { session } = await openSession();
    const forged = signedEvent('checkout.session.completed', fake.pay(session.id), 'whsec_wrong');
    const bad = await deliver(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid webhook signature');
    const unsigned = await deliver({ payload: forged.payload });
    expect(unsigned.statusCode).toBe(400);
    // A genuine signature over different bytes is refused too.
    const genuine = signedEvent('checkout.session.completed', session);
    expect(
      (
        await deliver({
          payload: genuine.payload.replace('9999', '1'),
          signature: genuine.signature,
        })
      ).statusCode,
    ).toBe(400);
    expect(await rowCount(database, orders)).toBe(0);
    const [payment] = await database.db.select().from(payments);
    expect(payment?.status).toBe('open');
  });

  it('does not fulfil a session whose charged amount differs from ours', async () => {
    const { session } = await openSession();
    const tampered = fake.pay(session.id, 100);
    expect((await deliver(signedEvent('checkout.session.completed', tampered))).statusCode).toBe(
      200,
    );
    expect(await rowCount(database, orders)).toBe(0);
    const verify = await app.inject({ method: 'GET', url: `/api/checkout-session/${session.id}` });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error.message).toBe('Payment Verification Failed');
  });

  it('answers 503 while Stripe fails, and asks it again only after a few seconds', async () => {
    const { session } = await openSession();
    fake.requests.length = 0;
    fake.setOutage(true);
    const lookUp = () => app.inject({ method: 'GET', url: `/api/checkout-session/${session.id}` });
    const res = await lookUp();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json().error.code).toBe('NOT_READY');
    expect(res.body).not.toMatch(/api_error|unknown error/i);
    // One call is three requests with the SDK's retries; the next look-up shares its answer.
    expect((await lookUp()).statusCode).toBe(503);
    expect(fake.requests).toEqual(Array(3).fill(`GET /v1/checkout/sessions/${session.id}`));
  });

  it('keeps an expired session as an incomplete payment lead', async () => {
    const { session } = await openSession();
    session.status = 'expired';
    const event = signedEvent('checkout.session.expired', session);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await database.db.select().from(incompletePaymentLeads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'new', sessionId: session.id });
  });

  it('expires the Stripe session when the buyer cancels', async () => {
    const { session } = await openSession();
    const [payment] = await database.db.select().from(payments);
    const res = await app.inject({
      method: 'POST',
      url: `/api/checkout-session/${payment!.id}/cancel`,
    });
    expect(res.json()).toMatchObject({ success: true, paid: false });
    expect(fake.sessions.get(session.id)?.status).toBe('expired');
    expect(await rowCount(database, incompletePaymentLeads)).toBe(1);
  });

  it('acknowledges events it does not handle and sessions it does not know', async () => {
    const { session } = await openSession();
    const stranger = { ...fake.pay(session.id), id: 'cs_test_not_ours', metadata: {} };
    expect((await deliver(signedEvent('checkout.session.completed', stranger))).statusCode).toBe(
      200,
    );
    expect((await deliver(signedEvent('customer.created', session))).statusCode).toBe(200);
    expect(await rowCount(database, orders)).toBe(0);
  });
});

describe('Stripe: one lead, one payment', () => {
  it('expires the earlier session at Stripe when the homeowner opens checkout again', async () => {
    const { lead, session: first } = await openSession();
    const { session: second } = await openSession(lead);
    expect(fake.requests).toContain(`POST /v1/checkout/sessions/${first.id}/expire`);
    expect(fake.sessions.get(first.id)?.status).toBe('expired');
    expect(fake.sessions.get(second.id)?.status).toBe('open');
  });

  it('answers 409 while the earlier session is being paid', async () => {
    const { lead, session } = await openSession();
    // An asynchronous payment method: complete at Stripe, the money not yet in.
    session.status = 'complete';
    const res = await createCheckout({ contactSubmissionId: lead.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'A payment for this quote request is already being processed. We will e-mail you when it completes.',
    );
    expect(await rowCount(database, payments)).toBe(1);
  });

  it('two sessions of one offer both paid in a race make one order; the second is refunded once', async () => {
    const lead = await submitLead(app);
    const [offer] = await database.db
      .insert(paymentOffers)
      .values({ contactSubmissionId: lead.id, amountCents: 8999 })
      .returning();
    const { session: first } = await openSession(lead, offer!.id);
    const { session: second } = await openSession(lead, offer!.id);
    // Stripe completed the first payment even though we had just expired its session.
    const paidFirst = signedEvent('checkout.session.completed', fake.pay(first.id));
    const paidSecond = signedEvent('checkout.session.completed', fake.pay(second.id));
    const results = await Promise.all([
      deliver(paidFirst),
      deliver(paidSecond),
      deliver(paidSecond),
      deliver(paidFirst),
    ]);
    for (const res of results) expect(res.statusCode).toBe(200);
    await deliver(paidSecond);
    await deliver(paidFirst);

    expect(await rowCount(database, orders)).toBe(1);
    const rows = await database.db.select().from(payments);
    expect(rows.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
    const refunded = rows.find((p) => p.status === 'refunded')!;
    expect(refunded).toMatchObject({ refundReason: 'duplicate', orderId: null });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: refunded.providerPaymentId,
      amount: 8999,
      key: `refund:${refunded.id}`,
      id: refunded.providerRefundId,
    });
    const check = await app.inject({
      method: 'GET',
      url: `/api/checkout-session/${refunded.providerSessionId}`,
    });
    expect(check.json()).toMatchObject({ success: false, status: 'refunded' });
  });
});
