/**
 * The payment provider seen by the rest of the app: Stripe Checkout in production, the built-in
 * test checkout otherwise (DECISIONS.md §3). Amounts are integer cents.
 */
/** How long a checkout session can be paid: Stripe Checkout's default, and the test checkout's. */
export const CHECKOUT_SESSION_LIFETIME_MS = 24 * 3_600_000;

export type ProviderSession = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCents: number;
  currency: string;
  paymentIntentId?: string;
  metadata: Record<string, string>;
};

export type CreateSessionInput = {
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** The site address the payer comes back to (the test checkout's card page is on it too). */
  siteUrl: string;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type WebhookEvent =
  | { kind: 'checkout.completed'; session: ProviderSession }
  | { kind: 'checkout.expired'; session: ProviderSession }
  | { kind: 'ignored'; type: string };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  createCheckoutSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  /** Undefined when the provider has no such session. */
  retrieveSession(id: string): Promise<ProviderSession | undefined>;
  /** Ends an open session so it can no longer be paid. */
  expireSession(id: string): Promise<void>;
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    id: string;
  }>;
  /** Verifies a webhook on its raw body; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
