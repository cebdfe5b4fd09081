import { describe, expect, it } from 'vitest';
import { submitLead } from '../../test-support/fixtures.ts';
import { app, checkoutTestFile, clock } from '../../test-support/test-checkout.ts';

// Issue 8, item 10: GET /api/checkout-session/{id} gave the buyer's name, e-mail and order
// number to anyone holding the id, forever.

checkoutTestFile();

/** A browser opens a checkout for a new lead; returns its session id and the cookie it got. */
async function openCheckout(email = 'jane.homeowner@example.com', cookie?: string) {
  const lead = await submitLead(app, { email });
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId: lead.id },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  const set = res.cookies.find((c) => c.name === 'rb_checkout')!;
  return { leadId: lead.id, sessionId: res.json().sessionId as string, set };
}

const pay = (sessionId: string) =>
  app.inject({
    method: 'POST',
    url: `/test-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&card=4242424242424242&expiry=12%2F34&cvc=123&cardholder=Jane%20Homeowner',
  });

const lookUp = (sessionId: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/checkout-session/${sessionId}`,
    headers: cookie ? { cookie } : {},
  });

const minimal = {
  success: true,
  status: 'paid',
  message: 'Payment received. Sign in to your customer account to see your order.',
};

describe('GET /api/checkout-session/{id}', () => {
  it('shows the order only to the browser that paid, and only for an hour', async () => {
    const { sessionId, set } = await openCheckout();
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const cookie = `rb_checkout=${set.value}`;
    await pay(sessionId);

    const own = await lookUp(sessionId, cookie);
    expect(own.json()).toMatchObject({
      success: true,
      status: 'paid',
      customer: { email: 'jane.homeowner@example.com', orderNumber: 'RB-100001' },
      order: { orderNumber: 'RB-100001' },
    });

    // Anyone else holding the id (a shared link, a history, a log) learns only that it is paid.
    for (const other of [undefined, 'rb_checkout=' + 'x'.repeat(43), 'rb_checkout=short']) {
      const res = await lookUp(sessionId, other);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(minimal);
      expect(res.body).not.toMatch(/jane|Homeowner|RB-100001/i);
    }

    // A reload in the next minutes still shows it to the buyer; after the hour, no longer.
    clock.advance(10 * 60_000);
    expect((await lookUp(sessionId, cookie)).json().order.orderNumber).toBe('RB-100001');
    clock.advance(51 * 60_000);
    expect((await lookUp(sessionId, cookie)).json()).toEqual(minimal);
  });

  it("another buyer's browser does not see this order", async () => {
    const first = await openCheckout('first@example.com');
    const second = await openCheckout('second@example.com');
    await pay(first.sessionId);
    const res = await lookUp(first.sessionId, `rb_checkout=${second.set.value}`);
    expect(res.json()).toEqual(minimal);
  });

  it('one browser keeps one token across its checkouts', async () => {
    const first = await openCheckout('first@example.com');
    const cookie = `rb_checkout=${first.set.value}`;
    const second = await openCheckout('second@example.com', cookie);
    expect(second.set.value).toBe(first.set.value);
    await pay(first.sessionId);
    await pay(second.sessionId);
    expect((await lookUp(first.sessionId, cookie)).json().customer.email).toBe('first@example.com');
    expect((await lookUp(second.sessionId, cookie)).json().customer.email).toBe(
      'second@example.com',
    );
  });

  it('gives the way back to an unpaid request only to the browser that opened it', async () => {
    const { sessionId, set, leadId } = await openCheckout();
    expect((await lookUp(sessionId, `rb_checkout=${set.value}`)).json()).toMatchObject({
      success: false,
      status: 'open',
      submissionId: leadId,
    });
    const stranger = (await lookUp(sessionId)).json();
    expect(stranger).toMatchObject({ success: false, status: 'open' });
    expect(stranger.submissionId).toBeUndefined();
  });
});
