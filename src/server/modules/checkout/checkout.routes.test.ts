import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { incompletePaymentLeads, paymentOffers, payments } from '../../db/schema/payments.ts';
import { passwordTokens } from '../../db/schema/staff.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { buildTestApp, productionEnv } from '../../test-support/test-app.ts';
import {
  app,
  checkoutTestFile,
  postCardForm,
  testCard as card,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

checkoutTestFile();

const createSession = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/create-checkout-session', payload });

const payOnTestCheckout = (
  sessionId: string,
  form: Record<string, string> = card,
  headers: Record<string, string> = {},
) => postCardForm(app, `/test-checkout/${sessionId}`, form, headers);

async function startCheckout(overrides: object = {}) {
  const lead = await submitLead(app);
  const res = await createSession({ contactSubmissionId: lead.id, amount: 1, ...overrides });
  expect(res.statusCode).toBe(200);
  // The browser that opened the checkout: its cookie shows it the order after paying.
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { lead, cookie, ...(res.json() as { url: string; sessionId: string }) };
}

describe('POST /api/create-checkout-session', () => {
  it('opens a test checkout at the lead price, whatever amount the browser sends', async () => {
    const { lead, url, sessionId } = await startCheckout({ amount: '0.50', couponCode: 'SUPER80' });
    expect(url).toBe(`http://localhost:5000/test-checkout/${sessionId}`);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      provider: 'test',
      providerSessionId: sessionId,
      amountCents: 9999,
      status: 'open',
      contactSubmissionId: lead.id,
      customerEmail: 'jane.homeowner@example.com',
    });
    const [stored] = await database.db.select().from(contactSubmissions);
    expect(stored?.checkoutAttempts).toBe(1);
  });

  it('charges a stored payment offer, and refuses a used one', async () => {
    const lead = await submitLead(app);
    const [offer] = await database.db
      .insert(paymentOffers)
      .values({ contactSubmissionId: lead.id, amountCents: 8999 })
      .returning();
    const res = await createSession({
      contactSubmissionId: lead.id,
      paymentOfferId: offer!.id,
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments);
    expect(payment?.amountCents).toBe(8999);

    await database.db.update(paymentOffers).set({ usedAt: new Date() });
    const used = await createSession({ contactSubmissionId: lead.id, paymentOfferId: offer!.id });
    expect(used.statusCode).toBe(404);
    expect(used.json().error.message).toBe('This payment link has expired or was already used');
  });

  it('refuses an offer made for another lead', async () => {
    const lead = await submitLead(app);
    const other = await submitLead(app, { email: 'other@example.com' });
    const [offer] = await database.db
      .insert(paymentOffers)
      .values({ contactSubmissionId: other.id, amountCents: 100 })
      .returning();
    const res = await createSession({ contactSubmissionId: lead.id, paymentOfferId: offer!.id });
    expect(res.statusCode).toBe(404);
    expect(await rowCount(database, payments)).toBe(0);
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    const unknown = await createSession({
      contactSubmissionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No submission found');
    const malformed = await createSession({ contactSubmissionId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.contactSubmissionId).toBe('No submission ID found');
  });
});

describe('the test checkout and fulfilment', () => {
  it('declines the decline card with a clear message and fulfils nothing', async () => {
    const { sessionId } = await startCheckout();
    const res = await payOnTestCheckout(sessionId, { ...card, card: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined. Please try a different card.');
    expect(res.body).toContain('TEST MODE');
    // Issue #22 item 12: the form comes back with the name (and expiry) as typed; never the card.
    expect(res.body).toContain(
      'id="cardholder" name="cardholder" maxlength="200" autocomplete="cc-name" required value="Jane Homeowner"',
    );
    expect(res.body).toContain('value="12/34"');
    expect(res.body).not.toContain('4000 0000 0000 0002"');
    expect(await rowCount(database, orders)).toBe(0);
    const check = await app.inject({ method: 'GET', url: `/api/checkout-session/${sessionId}` });
    expect(check.json()).toMatchObject({ success: false, status: 'open' });
  });

  it.each([
    [{ card: '1234' }, 'Your card number is incomplete.'],
    [{ expiry: '01/20' }, "Your card's expiry date is in the past."],
    [{ cvc: '' }, "Your card's security code is incomplete."],
    [{ expiry: '12/2034' }, "Your card's expiry date is incomplete."],
    [
      { card: '5555 5555 5555 4444' },
      'Your card number is invalid. In test mode use 4242 4242 4242 4242.',
    ],
  ])('refuses bad card details %j', async (override, message) => {
    const { sessionId } = await startCheckout();
    const res = await payOnTestCheckout(sessionId, { ...card, ...override });
    expect(res.body).toContain(message.replace("'", '&#39;'));
  });

  it('pays, redirects like Stripe and fulfils once: customer, order, token, welcome e-mail', async () => {
    const { lead, sessionId, cookie } = await startCheckout();
    // The expiry typed without its "/" is read as the page shows it: "1234" is 12/34.
    const paid = await payOnTestCheckout(sessionId, { ...card, expiry: '1234' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:5000/payment-success?session_id=${sessionId}`,
    );

    const [order] = await database.db.select().from(orders);
    expect(order).toMatchObject({
      orderNumber: 'RB-100001',
      totalAmountCents: 9999,
      status: 'confirmed',
      paymentMethod: 'Card (test checkout)',
      auctionState: 'published',
      contactSubmissionId: lead.id,
    });
    expect(order?.orderData).toMatchObject({
      customerEmail: 'jane.homeowner@example.com',
      customerName: 'Jane Homeowner',
      phone: '(403) 555-0134',
      projectType: 'replacement',
      budget: '10k-20k',
      urgency: 'within-month',
      paidViaStripe: false,
      submissionId: lead.id,
    });
    const [customer] = await database.db.select().from(customers);
    expect(customer).toMatchObject({
      email: 'jane.homeowner@example.com',
      firstName: 'Jane',
      lastName: 'Homeowner',
      accountSetup: false,
    });
    expect(await rowCount(database, passwordTokens)).toBe(1);

    const [email] = await database.db.select().from(emailOutbox);
    expect(email).toMatchObject({
      toAddress: 'jane.homeowner@example.com',
      template: 'welcome',
      status: 'pending', // printed on the console by the sender: no SMTP outside production
    });
    expect(email?.subject).toBe('Your roofing auction RB-100001 is published');
    expect(email?.textBody).toMatch(/http:\/\/localhost:5000\/setup-password\?setup=[\w-]{40,}/);
    expect(email?.variables.setupLink).toBe('[hidden]');
    const [storedLead] = await database.db.select().from(contactSubmissions);
    expect(storedLead?.leadStatus).toBe('won');

    const verify = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/checkout-session/${sessionId}`,
          headers: { cookie },
        })
      ).json();
    const first = await verify();
    expect(first).toMatchObject({
      success: true,
      status: 'paid',
      customer: {
        name: 'Jane Homeowner',
        email: 'jane.homeowner@example.com',
        orderNumber: 'RB-100001',
      },
      order: {
        orderNumber: 'RB-100001',
        totalAmount: '99.99',
        currency: 'CAD',
        status: 'confirmed',
      },
      accountSetupRequired: true,
    });
    expect(await verify()).toEqual(first);
    expect(await rowCount(database, orders)).toBe(1);
    expect(await rowCount(database, emailOutbox)).toBe(1);

    const again = await createSession({ contactSubmissionId: lead.id });
    expect(again.statusCode).toBe(409);
    const page = await app.inject({ method: 'GET', url: `/test-checkout/${sessionId}` });
    expect(page.body).toContain('This checkout is already paid.');
  });

  it("serves the card page's script, which shows the expiry as MM/YY while it is typed", async () => {
    const { sessionId } = await startCheckout();
    const page = await app.inject({ method: 'GET', url: `/test-checkout/${sessionId}` });
    expect(page.body).toContain('<script src="/test-checkout/card-form.js" defer></script>');
    const script = await app.inject({ method: 'GET', url: '/test-checkout/card-form.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Run as the browser would, on a page with an expiry field being typed into.
    const listeners: Record<string, (event: { inputType?: string }) => void> = {};
    const expiry = {
      value: '1229',
      addEventListener: (name: string, listener: (event: { inputType?: string }) => void) => {
        listeners[name] = listener;
      },
    };
    new Function('document', script.body)({ getElementById: () => expiry });
    listeners.input!({ inputType: 'insertText' });
    expect(expiry.value).toBe('12/29');
    expiry.value = '12/';
    listeners.input!({ inputType: 'deleteContentBackward' });
    expect(expiry.value).toBe('12/');
  });

  // Issue #21 item 11: the card form had no cross-site check.
  it('refuses the card form posted from another site; takes it from its own page', async () => {
    const { sessionId } = await startCheckout();
    const sites: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const from of sites) {
      for (const action of ['pay', 'cancel']) {
        const res = await payOnTestCheckout(sessionId, { ...card, action }, from);
        expect(res.statusCode, JSON.stringify(from)).toBe(403);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({
          error: {
            code: 'CROSS_SITE_REFUSED',
            message:
              'This page was opened at an address the server does not serve. Please open http://localhost:5000 and try again.',
          },
        });
      }
    }
    expect(await rowCount(database, orders)).toBe(0);
    const [payment] = await database.db.select().from(payments);
    expect(payment?.status).toBe('open');

    // What a browser sends from the card page itself, at the app's address.
    const own = await payOnTestCheckout(sessionId, card, {
      origin: 'http://localhost:5000',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe(
      `http://localhost:5000/payment-success?session_id=${sessionId}`,
    );
    expect(await rowCount(database, orders)).toBe(1);
  });

  it('reuses the customer of an e-mail that already paid; with a password set, the welcome asks for none', async () => {
    for (const address of ['1 First St', '2 Second St']) {
      const lead = await submitLead(app, { address, email: 'SAME@example.com' });
      const { sessionId } = (await createSession({ contactSubmissionId: lead.id })).json();
      await payOnTestCheckout(sessionId);
      // The customer sets a password after the first auction.
      await database.db.update(customers).set({ passwordHash: 'set', accountSetup: true });
    }
    expect(await rowCount(database, customers)).toBe(1);
    const numbers = (await database.db.select().from(orders)).map((o) => o.orderNumber).sort();
    expect(numbers).toEqual(['RB-100001', 'RB-100002']);

    // Issue #22 item 11: no set-password sentence without a set-password link.
    const welcome = async (orderNumber: string) =>
      (
        await database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, `Your roofing auction ${orderNumber} is published`))
      )[0]!.textBody;
    expect(await welcome('RB-100001')).toMatch(
      /Set the password for your account here \(the link works once and expires in 7 days\):\nhttp:\/\/localhost:5000\/setup-password\?setup=/,
    );
    const second = await welcome('RB-100002');
    expect(second).toContain(
      'Sign in to your customer portal to follow your auction:\nhttp://localhost:5000/customer-portal',
    );
    expect(second).not.toMatch(/password|works once/);
    expect(await rowCount(database, passwordTokens)).toBe(1);
  });

  it('keeps a cancelled checkout as an incomplete payment lead, once', async () => {
    const { lead, sessionId } = await startCheckout();
    const cancel = await app.inject({
      method: 'POST',
      url: `/test-checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.statusCode).toBe(303);
    const [payment] = await database.db.select().from(payments);
    expect(cancel.headers.location).toBe(
      `http://localhost:5000/payment-cancelled?session_id=${payment!.id}`,
    );

    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/checkout-session/${payment!.id}/cancel`,
      });
      expect(res.json()).toEqual({ success: true, paid: false, submissionId: lead.id });
    }
    const incomplete = await database.db.select().from(incompletePaymentLeads);
    expect(incomplete).toHaveLength(1);
    expect(incomplete[0]).toMatchObject({
      status: 'new',
      email: 'jane.homeowner@example.com',
      tierPriceCents: 9999,
      contactSubmissionId: lead.id,
    });
    const [closed] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(closed?.status).toBe('cancelled');
    // The abandoned session can no longer be paid; a retry opens a new one.
    expect((await payOnTestCheckout(sessionId)).statusCode).toBe(410);
    expect((await createSession({ contactSubmissionId: lead.id })).statusCode).toBe(200);
  });

  it('shows the quote the payment page needs', async () => {
    const lead = await submitLead(app, { couponCode: 'welcome10', name: 'Jane Q Homeowner' });
    const res = await app.inject({ method: 'GET', url: `/api/checkout/quote/${lead.id}` });
    expect(res.json()).toEqual({
      submissionId: lead.id,
      firstName: 'Jane',
      projectType: 'replacement',
      amountCents: 8999,
      gstCents: 429,
      currency: 'CAD',
      couponCode: 'WELCOME10',
      alreadyPaid: false,
    });
  });
});

describe('without a payment provider', () => {
  it('refuses checkout in production when neither Stripe nor the test checkout is enabled', async () => {
    const { app: production } = await buildTestApp(database, {
      env: productionEnv,
    });
    const lead = await submitLead(production);
    const res = await production.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: lead.id },
    });
    expect(res.statusCode).toBe(503);
    expect(
      (await production.inject({ method: 'GET', url: '/test-checkout/cs_test_x' })).statusCode,
    ).toBe(404);
    await production.close();
  });
});
