import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { incompletePaymentLeads, payments } from '../../db/schema/payments.ts';
import { testCheckoutSessions } from '../../db/schema/test-checkout.ts';
import { closeTestSession } from '../../integrations/payments/test-checkout.queries.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import {
  app,
  checkoutTestFile,
  clock,
  openCheckout,
  payOnCardPage,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

// Issue 8, item 5: one quote request is paid once, however many checkouts were opened for it.

checkoutTestFile();

const paymentBySession = async (sessionId: string) =>
  (await database.db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0]!;

describe('one payable checkout per quote request', () => {
  it('going back and pressing Pay again opens a new checkout and closes the first', async () => {
    const lead = await submitLead(app);
    const first = await openCheckout(lead.id);
    const second = await openCheckout(lead.id);
    expect(second.statusCode).toBe(200);
    const [s1, s2] = [first.json().sessionId as string, second.json().sessionId as string];
    expect(s2).not.toBe(s1);

    // The first card page can no longer be paid.
    const page = await app.inject({ method: 'GET', url: `/test-checkout/${s1}` });
    expect(page.body).toContain('This checkout session has expired.');
    expect((await payOnCardPage(s1)).statusCode).toBe(410);
    expect((await paymentBySession(s1)).status).toBe('expired');
    expect((await paymentBySession(s2)).status).toBe('open');
    // The homeowner did not abandon anything: no incomplete payment lead for staff.
    expect(await rowCount(database, incompletePaymentLeads)).toBe(0);

    expect((await payOnCardPage(s2)).statusCode).toBe(303);
    expect(await rowCount(database, orders)).toBe(1);
    const again = await openCheckout(lead.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This quote request has already been paid');
  });

  it('a checkout paid in another tab is fulfilled, and the new one is refused', async () => {
    const lead = await submitLead(app);
    const { sessionId } = (await openCheckout(lead.id)).json();
    // Paid at the provider; its fulfilment has not run yet.
    await closeTestSession(database.db, sessionId, 'complete', clock.now(), 'pi_test_other_tab');

    const res = await openCheckout(lead.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This quote request has already been paid');
    expect(await rowCount(database, orders)).toBe(1);
    expect((await paymentBySession(sessionId)).status).toBe('paid');
    expect(await rowCount(database, payments)).toBe(1);
  });

  it('concurrent Pay presses leave one payable checkout', async () => {
    const lead = await submitLead(app);
    const results = await Promise.all(Array.from({ length: 4 }, () => openCheckout(lead.id)));
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    const open = await database.db.select().from(payments).where(eq(payments.status, 'open'));
    expect(open).toHaveLength(1);
    const payable = await database.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.status, 'open'));
    expect(payable.map((s) => s.id)).toEqual([open[0]!.providerSessionId]);
  });
});

describe('a payment for a lead that is already paid', () => {
  it('is refunded through the provider and recorded, never a second order', async () => {
    const lead = await submitLead(app);
    const { sessionId } = (await openCheckout(lead.id)).json();
    // Staff convert the lead to a sale while the homeowner is on the card page.
    const admin = await signedInAdmin(app, database);
    expect(
      (await admin('POST', `/api/admin/contact-submissions/${lead.id}/convert`)).statusCode,
    ).toBe(201);

    expect((await payOnCardPage(sessionId)).statusCode).toBe(303);
    expect(await rowCount(database, orders)).toBe(1);
    const payment = await paymentBySession(sessionId);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundReason: 'duplicate',
      orderId: null,
      fulfilledAt: null,
    });
    expect(payment.providerRefundId).toMatch(/^re_test_/);
    const [session] = await database.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(session?.refundedCents).toBe(9999);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, payment.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'payment.refund_due',
      'payment.refunded',
    ]);

    // The success page says so, as often as it is asked, and nothing is refunded twice.
    for (let i = 0; i < 2; i++) {
      const check = await app.inject({ method: 'GET', url: `/api/checkout-session/${sessionId}` });
      expect(check.json()).toMatchObject({
        success: false,
        status: 'refunded',
        message:
          'This quote request was already paid, so this second payment has been refunded in full.',
      });
    }
    expect(await rowCount(database, orders)).toBe(1);
  });
});
