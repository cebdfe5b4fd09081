import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, resetDatabase } from './test-database.ts';

/*
 * The checkout tests' one setup. A test file calls checkoutTestFile() at its top and imports
 * what it uses: ES module bindings are live, so each name reads the value the hooks set.
 */
export let testDatabase: Database;
export let app: App;
export let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];

/**
 * One app on a fresh database for the file (`build` makes it: buildTestApp by default,
 * buildStripeTestApp for Stripe), emptied before each test.
 */
export function checkoutTestFile(
  options: { build?: (database: Database) => ReturnType<typeof buildTestApp> } = {},
) {
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    ({ app, clock } = await (options.build ?? buildTestApp)(testDatabase));
  });
  beforeEach(() => resetDatabase(testDatabase));
  afterAll(() => app.close());
}

/** The card the built-in test checkout takes, as its card page posts it. */
export const testCard = {
  card: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  cardholder: 'Jane Homeowner',
};

/** Opens a checkout for a quote request, as the quote page does (the test checkout here). */
export const openCheckoutFor = (target: App, contactSubmissionId: string) =>
  target.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId },
  });

/** Pays on the built-in test checkout's card page with a card that succeeds. */
export const payOnTestCheckout = (
  target: App,
  sessionId: string,
  cardholder = testCard.cardholder,
) => postCardForm(target, `/test-checkout/${sessionId}`, { ...testCard, cardholder });

/** Posts the card page's form (`action=pay` and the given fields) to `path`. */
export const postCardForm = (
  target: App,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  target.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ action: 'pay', ...form }).toString(),
  });

/** openCheckoutFor and payOnTestCheckout on the app of checkoutTestFile(). */
export const openCheckout = (contactSubmissionId: string) =>
  openCheckoutFor(app, contactSubmissionId);
export const payOnCardPage = (sessionId: string) => payOnTestCheckout(app, sessionId);

/**
 * Opens a checkout for the quote request and pays it: the card page's answer, for the caller
 * to check, and the order the payment made (undefined when it made none).
 */
export async function payForLead(
  target: App,
  database: Database,
  contactSubmissionId: string,
  cardholder?: string,
) {
  const opened = await openCheckoutFor(target, contactSubmissionId);
  const { sessionId } = opened.json() as { sessionId: string };
  const paid = await payOnTestCheckout(target, sessionId, cardholder);
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.contactSubmissionId, contactSubmissionId));
  return { paid, order };
}
