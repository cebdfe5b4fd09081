import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';

/** Opens a checkout for a quote request, as the quote page does (the test checkout here). */
export const openCheckoutFor = (app: App, contactSubmissionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId },
  });

/** Pays on the built-in test checkout's card page with a card that succeeds. */
export const payOnTestCheckout = (app: App, sessionId: string, cardholder = 'Jane Homeowner') =>
  app.inject({
    method: 'POST',
    url: `/test-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      card: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      cardholder,
    }).toString(),
  });

/**
 * Opens a checkout for the quote request and pays it: the card page's answer, for the caller
 * to check, and the order the payment made (undefined when it made none).
 */
export async function payForLead(
  app: App,
  database: Database,
  contactSubmissionId: string,
  cardholder?: string,
) {
  const opened = await openCheckoutFor(app, contactSubmissionId);
  const { sessionId } = opened.json() as { sessionId: string };
  const paid = await payOnTestCheckout(app, sessionId, cardholder);
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.contactSubmissionId, contactSubmissionId));
  return { paid, order };
}
