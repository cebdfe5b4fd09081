import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email.ts';
import { createCustomer, signIn } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

// Issue 9, item 15: prices include 5% GST, and every amount a homeowner is shown or sent says
// how much of it is GST, computed on the server (src/shared/domain/gst.ts).

appTestFile();

describe('the GST included in each amount', () => {
  it('is in every answer, on the card page, in the welcome e-mail and on the order', async () => {
    // A customer who already has an account, so the order can be read back signed in.
    await createCustomer(database, 'jane.homeowner@example.com', 'Jane');
    const lead = await submitLead(app, { couponCode: 'WELCOME10' });
    expect(lead).toMatchObject({ finalPriceCents: 8999, gstCents: 429 });

    const quote = await app.inject({ method: 'GET', url: `/api/checkout/quote/${lead.id}` });
    expect(quote.json()).toMatchObject({ amountCents: 8999, gstCents: 429 });

    const checkout = await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: lead.id },
    });
    expect(checkout.json()).toMatchObject({ amountCents: 8999, gstCents: 429 });
    const { sessionId } = checkout.json();
    const cookie = `rb_checkout=${checkout.cookies.find((c) => c.name === 'rb_checkout')!.value}`;

    const cardPage = await app.inject({ method: 'GET', url: `/test-checkout/${sessionId}` });
    expect(cardPage.body).toContain('includes $4.29 GST');

    await app.inject({
      method: 'POST',
      url: `/test-checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F34&cvc=123&cardholder=Jane',
    });
    const success = await app.inject({
      method: 'GET',
      url: `/api/checkout-session/${sessionId}`,
      headers: { cookie },
    });
    expect(success.json().order).toMatchObject({ totalAmount: '89.99', gstCents: 429 });

    const [welcome] = await database.db.select().from(emailOutbox);
    expect(welcome?.textBody).toContain(
      'Thank you for your payment of $89.99 (includes $4.29 GST).',
    );
    expect(welcome?.htmlBody).toContain('(includes $4.29 GST)');

    const session = await signIn(app, 'customer', 'jane.homeowner@example.com');
    const orders = await app.inject({
      method: 'GET',
      url: '/api/customer/orders',
      headers: { cookie: session },
    });
    expect(orders.json().data).toEqual([
      expect.objectContaining({ totalAmount: '89.99', gstCents: 429 }),
    ]);
  });
});
