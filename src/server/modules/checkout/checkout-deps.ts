import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import type { EmailSettings } from '../email/email.service.ts';
import type { MetricCounts } from '../metrics/metrics.ts';

export type CheckoutDeps = {
  db: Db;
  clock: Clock;
  /** Undefined when no provider may run (production without Stripe or the test checkout). */
  provider: PaymentProvider | undefined;
  appUrl: string;
  /** Secure cookies (production): the checkout browser cookie, like the session cookies. */
  secureCookies: boolean;
  email: EmailSettings;
  /** Called after a commit that queued e-mails, so they go out without waiting for a tick. */
  emailQueued: () => void;
  log: FastifyBaseLogger;
  /** Counts payments and refunds by outcome (the app's metrics; absent where a test omits it). */
  metrics?: Pick<MetricCounts, 'paymentDecided' | 'refundTried'>;
};
