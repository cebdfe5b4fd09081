import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import Stripe from 'stripe';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createStripeProvider } from '../integrations/payments/stripe-provider.ts';
import { buildTestApp } from './test-app.ts';

/**
 * A stand-in for the far edge of Stripe: the few REST endpoints our provider calls, on
 * loopback, so the real `stripe` SDK runs in tests with no network. Test code marks sessions
 * paid with `pay()`; webhooks are signed with the real SDK's test helper.
 */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
};

/** Stripe's form encoding (a[b][0][c]=1) into nested objects. */
function parseForm(body: string) {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const refunds: { id: string; payment_intent: string; amount: number; key?: string }[] = [];
  const requests: string[] = [];
  // Stripe itself failing: every request answers 500 (the SDK retries it twice).
  let outage = false;
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, parseForm(body as string)),
  );
  app.addHook('onRequest', async (request, reply) => {
    requests.push(`${request.method} ${request.url.split('?')[0]}`);
    if (outage) {
      return reply
        .status(500)
        .send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
  });

  app.post('/v1/checkout/sessions', async (request) => {
    const body = request.body as {
      line_items: { 0: { price_data: { unit_amount: string; currency: string } } };
      metadata?: Record<string, string>;
      customer_email: string;
      success_url: string;
      cancel_url: string;
    };
    const price = body.line_items[0].price_data;
    const session: FakeSession = {
      id: id('cs'),
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/pay',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(price.unit_amount),
      currency: price.currency,
      customer_email: body.customer_email,
      metadata: body.metadata ?? {},
      payment_intent: null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
    };
    sessions.set(session.id, session);
    return session;
  });

  const notFound = (reply: { status: (n: number) => { send: (b: unknown) => unknown } }) =>
    reply.status(404).send({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such session',
      },
    });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    return sessions.get(request.params.id) ?? notFound(reply);
  });

  app.post<{ Params: { id: string } }>(
    '/v1/checkout/sessions/:id/expire',
    async (request, reply) => {
      const session = sessions.get(request.params.id);
      if (!session) return notFound(reply);
      if (session.status !== 'open') {
        return reply.status(400).send({
          error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' },
        });
      }
      session.status = 'expired';
      return session;
    },
  );

  app.post('/v1/refunds', async (request) => {
    const body = request.body as { payment_intent: string; amount: string };
    const key = request.headers['idempotency-key'] as string | undefined;
    const known = key ? refunds.find((r) => r.key === key) : undefined;
    if (known) return { id: known.id, object: 'refund', amount: known.amount };
    const refund = {
      id: id('re'),
      payment_intent: body.payment_intent,
      amount: Number(body.amount),
      key,
    };
    refunds.push(refund);
    return { id: refund.id, object: 'refund', amount: refund.amount };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    sessions,
    refunds,
    requests,
    /** What Stripe does when the buyer pays: the session completes with a payment intent. */
    pay(sessionId: string, amountOverride?: number) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
      if (amountOverride !== undefined) session.amount_total = amountOverride;
      return session;
    },
    /** Stripe answers 500 to everything until this is called with false. */
    setOutage(on: boolean) {
      outage = on;
    },
    close: () => app.close(),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const WEBHOOK_SECRET = 'whsec_test_roofbid';
const stripe = new Stripe('sk_test_unused');

/** The fake Stripe the last buildStripeTestApp started (a live binding: one app per test file). */
export let fakeStripe: FakeStripe;

/**
 * The real app on `database` whose payment provider is the real Stripe SDK talking to a fresh
 * fake Stripe (also `fakeStripe`); closing the app closes the fake too.
 */
export async function buildStripeTestApp(database: Database) {
  const fake = await startFakeStripe();
  fakeStripe = fake;
  const built = await buildTestApp(database, {
    paymentProvider: createStripeProvider({
      secretKey: 'sk_test_roofbid',
      webhookSecret: WEBHOOK_SECRET,
      api: fake.api,
    }),
    register: (app) => {
      app.addHook('onClose', () => fake.close());
    },
  });
  return { ...built, fake };
}

/** A webhook exactly as Stripe sends it: JSON bytes plus the Stripe-Signature header. */
export function signedEvent(type: string, session: FakeSession, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${session.id}_${type}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

/** Posts a webhook to the app's Stripe endpoint (without the header when it has no signature). */
export const deliverWebhook = (
  app: App,
  { payload, signature }: { payload: string; signature?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
