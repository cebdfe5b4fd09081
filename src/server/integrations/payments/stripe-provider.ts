import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderSession,
  type WebhookEvent,
} from './provider.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Only tests point the SDK elsewhere (a fake Stripe API on loopback). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    paymentIntentId: typeof intent === 'string' ? intent : intent?.id,
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  return {
    kind: 'stripe',

    async createCheckoutSession(input: CreateSessionInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return undefined;
        }
        throw err;
      }
    },

    async expireSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (err) {
        // Already complete or expired: nothing left to stop.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id };
    },

    parseWebhook(rawBody, signature): WebhookEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return { kind: 'checkout.completed', session: toSession(event.data.object) };
        case 'checkout.session.expired':
          return { kind: 'checkout.expired', session: toSession(event.data.object) };
        default:
          return { kind: 'ignored', type: event.type };
      }
    },
  };
}
