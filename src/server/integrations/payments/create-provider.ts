import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';

/**
 * Stripe when a key is configured; otherwise the built-in test checkout, unless it is disabled
 * (production, by default), in which case there is no payment provider and checkout says so.
 */
export async function createPaymentProvider(
  env: Env,
  db: Db,
  clock: Clock,
): Promise<PaymentProvider | undefined> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    // The Stripe SDK is a tenth of a second to load: only a server that uses it loads it.
    const { createStripeProvider } = await import('./stripe-provider.ts');
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (env.TEST_CHECKOUT_ENABLED) return createTestProvider({ db, clock });
  return undefined;
}
