import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders.ts';
import { incompletePaymentLeads, payments } from '../db/schema/payments.ts';
import { testCheckoutSessions } from '../db/schema/test-checkout.ts';
import { closeTestSession } from '../integrations/payments/test-checkout.queries.ts';
import { createTestProvider } from '../integrations/payments/test-provider.ts';
import type { CheckoutDeps } from '../modules/checkout/checkout-deps.ts';
import { rowCount } from '../test-support/counts.ts';
import { submitLead } from '../test-support/fixtures.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { expireStaleCheckouts, retryPendingRefunds } from './checkout-expiry.ts';
import { runExclusively } from './scheduler.ts';

// Issue 9, item 3: a test checkout that simply runs out is kept as an incomplete payment lead.

let deps: CheckoutDeps;

appTestFile();
beforeAll(() => {
  // The job's own dependencies, as main.ts gives them: another provider object on the same
  // database stands for another app instance.
  deps = {
    db: database.db,
    clock,
    provider: createTestProvider({ db: database.db, clock }),
    appUrl: 'http://localhost:5000',
    secureCookies: false,
    email: { deliver: false },
    emailQueued: () => {},
    log: app.log,
  };
});

const DAY_MS = 86_400_000;

async function openCheckout(email: string) {
  const lead = await submitLead(app, { email });
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId: lead.id },
  });
  return { leadId: lead.id, sessionId: res.json().sessionId as string };
}

const incompleteRows = () => database.db.select().from(incompletePaymentLeads);

describe('the checkout expiry job', () => {
  it('run twice concurrently with a moved clock, records each incomplete payment once', async () => {
    const abandoned = [await openCheckout('a@example.com'), await openCheckout('b@example.com')];
    // Paid at the provider, but its fulfilment never ran (a lost webhook).
    const paid = await openCheckout('c@example.com');
    await closeTestSession(database.db, paid.sessionId, 'complete', clock.now(), 'pi_test_lost');

    // Before the sessions run out, nothing is touched.
    await Promise.all([expireStaleCheckouts(deps), expireStaleCheckouts(deps)]);
    expect(await rowCount(database, incompletePaymentLeads)).toBe(0);

    clock.advance(DAY_MS + 60_000);
    // The sessions report expired, yet nothing was recorded: that is the job's work.
    const check = await app.inject({
      method: 'GET',
      url: `/api/checkout-session/${abandoned[0]!.sessionId}`,
    });
    expect(check.json().status).toBe('expired');
    expect(await rowCount(database, incompletePaymentLeads)).toBe(0);

    const job = app.jobs.find((j) => j.name === 'checkout-expiry')!;
    await Promise.all([
      expireStaleCheckouts(deps),
      expireStaleCheckouts(deps),
      runExclusively(database, job),
      runExclusively(database, job),
    ]);
    await expireStaleCheckouts(deps);

    const rows = await incompleteRows();
    expect(rows.map((r) => r.sessionId).sort()).toEqual(abandoned.map((a) => a.sessionId).sort());
    for (const row of rows) expect(row).toMatchObject({ status: 'new', tierPriceCents: 9999 });
    const statuses = await database.db
      .select({ session: payments.providerSessionId, status: payments.status })
      .from(payments);
    expect(Object.fromEntries(statuses.map((s) => [s.session, s.status]))).toEqual({
      [abandoned[0]!.sessionId]: 'expired',
      [abandoned[1]!.sessionId]: 'expired',
      [paid.sessionId]: 'paid',
    });
    expect(await rowCount(database, orders)).toBe(1);
    const open = await database.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.status, 'open'));
    expect(open).toHaveLength(0);
  });

  it('keeps checkouts that can still be paid', async () => {
    await openCheckout('a@example.com');
    clock.advance(DAY_MS - 60_000);
    expect(await expireStaleCheckouts(deps)).toBe(0);
    expect(await rowCount(database, incompletePaymentLeads)).toBe(0);
  });
});

describe('the pending refunds job', () => {
  it('retries a refund the provider could not take, once', async () => {
    const { sessionId } = await openCheckout('a@example.com');
    await closeTestSession(database.db, sessionId, 'complete', clock.now(), 'pi_test_retry');
    // A payment owed back whose refund failed at the time.
    await database.db
      .update(payments)
      .set({
        status: 'refund_pending',
        refundReason: 'duplicate',
        providerPaymentId: 'pi_test_retry',
      })
      .where(eq(payments.providerSessionId, sessionId));

    await Promise.all([retryPendingRefunds(deps), retryPendingRefunds(deps)]);
    const [payment] = await database.db.select().from(payments);
    expect(payment?.status).toBe('refunded');
    const [session] = await database.db.select().from(testCheckoutSessions);
    expect(session?.refundedCents).toBe(9999);
    expect(await retryPendingRefunds(deps)).toBe(0);
  });
});
