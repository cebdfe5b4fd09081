import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody } from '#shared/errors.ts';
import { orders } from '../../db/schema/orders.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { closeTestSession } from '../../integrations/payments/test-checkout.queries.ts';
import { createTestProvider } from '../../integrations/payments/test-provider.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { SESSION_CHECK_INTERVAL_MS } from './session-checks.ts';

// Issue #21 item 2: GET /api/checkout-session/{id} asked the provider on every anonymous
// request (three calls with the Stripe SDK's retries), and a provider that could not be reached
// answered 500.

/** The built-in test checkout, counting the success page's question to it. */
let provider: PaymentProvider;
let retrieved = 0;
let outage: Error | undefined;
const counted: PaymentProvider = {
  kind: 'test',
  createCheckoutSession: (input) => provider.createCheckoutSession(input),
  retrieveSession: async (id) => {
    retrieved++;
    if (outage) throw outage;
    return provider.retrieveSession(id);
  },
  expireSession: (id) => provider.expireSession(id),
  refund: (input) => provider.refund(input),
  parseWebhook: (body, signature) => provider.parseWebhook(body, signature),
};

appTestFile({ app: { paymentProvider: counted } });
beforeAll(() => {
  provider = createTestProvider({ db: database.db, clock });
});
beforeEach(() => {
  outage = undefined;
});

async function openCheckout() {
  const lead = await submitLead(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId: lead.id },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, sessionId: res.json().sessionId as string };
}

/** The buyer pays at the provider; its webhook has not come yet. */
const payAtProvider = (sessionId: string) =>
  closeTestSession(database.db, sessionId, 'complete', clock.now(), 'pi_test_paid');

const lookUp = (sessionId: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/checkout-session/${sessionId}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/checkout-session/{id} and the payment provider', () => {
  it('asks the provider about a paid session once, then answers from the database', async () => {
    const { sessionId, cookie } = await openCheckout();
    await payAtProvider(sessionId);
    retrieved = 0;

    const first = await lookUp(sessionId, cookie);
    expect(first.json()).toMatchObject({ success: true, status: 'paid', order: {} });
    clock.advance(SESSION_CHECK_INTERVAL_MS);
    const second = await lookUp(sessionId, cookie);
    expect(second.json()).toEqual(first.json());
    expect(await lookUp(sessionId)).toMatchObject({ statusCode: 200 });
    expect(retrieved).toBe(1);
    expect(await rowCount(database, orders)).toBe(1);
  });

  it('answers a cancelled checkout from the database', async () => {
    const { sessionId } = await openCheckout();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/checkout-session/${sessionId}/cancel`,
    });
    expect(cancel.json()).toMatchObject({ success: true, paid: false });
    retrieved = 0;
    for (let i = 0; i < 3; i++) {
      clock.advance(SESSION_CHECK_INTERVAL_MS);
      expect((await lookUp(sessionId)).json()).toMatchObject({
        success: false,
        status: 'cancelled',
      });
    }
    expect(retrieved).toBe(0);
  });

  it('asks about an open session once every few seconds, however often it is asked', async () => {
    const { sessionId, cookie } = await openCheckout();
    retrieved = 0;
    // Ten checks in the same second: five at once, five after them.
    const answers = await Promise.all(Array.from({ length: 5 }, () => lookUp(sessionId, cookie)));
    for (let i = 0; i < 5; i++) answers.push(await lookUp(sessionId));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, status: 'open' });
    }
    expect(retrieved).toBe(1);

    // Paid meanwhile: seen at the next check after the interval.
    await payAtProvider(sessionId);
    clock.advance(SESSION_CHECK_INTERVAL_MS - 1);
    expect((await lookUp(sessionId, cookie)).json()).toMatchObject({ status: 'open' });
    clock.advance(1);
    expect((await lookUp(sessionId, cookie)).json()).toMatchObject({
      success: true,
      status: 'paid',
    });
    expect(retrieved).toBe(2);
  });

  it('answers 503 in the app error shape when the provider cannot be reached', async () => {
    const { sessionId } = await openCheckout();
    retrieved = 0;
    outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), {
      code: 'ECONNREFUSED',
    });
    const res = await lookUp(sessionId);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(apiErrorBody.safeParse(res.json()).success).toBe(true);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_READY',
        message:
          'We could not reach the payment provider to check this payment. Please try again in a minute.',
      },
    });
    expect(res.body).not.toContain('ECONNREFUSED');

    // The outage is not asked again within the interval; after it, the provider answers.
    expect((await lookUp(sessionId)).statusCode).toBe(503);
    expect(retrieved).toBe(1);
    outage = undefined;
    clock.advance(SESSION_CHECK_INTERVAL_MS);
    expect((await lookUp(sessionId)).json()).toMatchObject({ success: false, status: 'open' });
    expect(retrieved).toBe(2);
  });
});
