import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  type PaymentProvider,
  type ProviderSession,
} from './provider.ts';
import {
  findTestSession,
  insertTestSession,
  closeTestSession,
  refundTestPayment,
  type TestCheckoutSession,
} from './test-checkout.queries.ts';

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export function toProviderSession(row: TestCheckoutSession, now: Date): ProviderSession {
  const expired = row.status === 'expired' || (row.status === 'open' && row.expiresAt < now);
  return {
    id: row.id,
    status:
      row.status === 'complete'
        ? 'complete'
        : expired || row.status === 'cancelled'
          ? 'expired'
          : 'open',
    paid: row.status === 'complete',
    amountCents: row.amountCents,
    currency: row.currency,
    paymentIntentId: row.paymentIntentId ?? undefined,
    metadata: row.metadata,
  };
}

/**
 * The built-in test checkout: sessions live in our database and are paid on our own card page
 * (/test-checkout/:id), which redirects exactly as Stripe Checkout would.
 */
export function createTestProvider(deps: { db: Db; clock: Clock }): PaymentProvider {
  return {
    kind: 'test',

    async createCheckoutSession(input) {
      const id = testId('cs');
      await insertTestSession(deps.db, {
        id,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        metadata: input.metadata,
        expiresAt: new Date(deps.clock.now().getTime() + CHECKOUT_SESSION_LIFETIME_MS),
      });
      // On the address the payer uses, so the browser keeps its cookies up to the success page.
      return { id, url: `${input.siteUrl}/test-checkout/${id}` };
    },

    async retrieveSession(id) {
      const row = await findTestSession(deps.db, id);
      return row ? toProviderSession(row, deps.clock.now()) : undefined;
    },

    async expireSession(id) {
      await closeTestSession(deps.db, id, 'expired', deps.clock.now());
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      // Like Stripe: the same idempotency key answers the same refund, whichever instance asks.
      const refund = await refundTestPayment(deps.db, {
        id: testId('re'),
        idempotencyKey,
        paymentIntentId,
        amountCents,
      });
      if (!refund) throw new Error('Refund exceeds the amount paid or the payment does not exist');
      return { id: refund.id };
    },

    parseWebhook() {
      // The test checkout fulfils directly when the card page is paid; it sends no webhooks.
      throw new Error('The test checkout does not send webhooks');
    },
  };
}
