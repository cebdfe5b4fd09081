import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { payments } from '../../db/schema/payments.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { admin, app, clock, database, useAdminLeadsApp } from './admin-leads.test-setup.ts';

const { list } = useAdminLeadsApp();

describe('"converted": one meaning for the stat, both conversion paths and the status', () => {
  const stats = async () => (await admin('GET', '/api/admin/contact-submissions/stats')).json();
  const detail = async (id: string) =>
    (await admin('GET', `/api/admin/contact-submissions/${id}`)).json();
  async function payOnline(leadId: string) {
    const session = await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: leadId, amount: 1 },
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/test-checkout/${session.json().sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        card: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        cardholder: 'A Homeowner',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
  }

  it('Convert to Sale and an online payment both make the lead Won and count it once', async () => {
    const sold = await submitLead(app, { email: 'sold@example.com' });
    const paid = await submitLead(app, { email: 'paid@example.com' });
    const open = await submitLead(app, { email: 'open@example.com' });
    await admin('POST', `/api/admin/contact-submissions/${sold.id}/convert`);
    await payOnline(paid.id);

    for (const id of [sold.id, paid.id]) {
      expect(await detail(id)).toMatchObject({ leadStatus: 'won', converted: true });
    }
    expect(await detail(open.id)).toMatchObject({ leadStatus: 'new', converted: false });
    expect(await stats()).toMatchObject({ totalLeads: 3, converted: 2, conversionRate: 67 });
    expect((await list('?leadStatus=won')).total).toBe(2);
  });

  it('keeps Won for leads with an order: staff cannot set it by hand, nor take it away', async () => {
    const open = await submitLead(app, { email: 'open@example.com' });
    const byHand = await admin('PATCH', `/api/admin/contact-submissions/${open.id}`, {
      leadStatus: 'won',
    });
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().error.fields.leadStatus).toBe(
      'A lead is won when it has an order: use Convert to Sale',
    );
    expect(await stats()).toMatchObject({ converted: 0 });

    await admin('POST', `/api/admin/contact-submissions/${open.id}/convert`);
    const away = await admin('PATCH', `/api/admin/contact-submissions/${open.id}`, {
      leadStatus: 'lost',
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().error.fields.leadStatus).toBe('This lead has an order, so it stays Won');
    // Its follow-up date can still change.
    const followUp = await admin('PATCH', `/api/admin/contact-submissions/${open.id}`, {
      nextFollowUpAt: null,
    });
    expect(followUp.statusCode).toBe(200);
    expect(await detail(open.id)).toMatchObject({ leadStatus: 'won', converted: true });
  });
});

describe('leads stored before "converted" had one meaning', () => {
  it('become Won when they have an order, and lose a Won set by hand without one', async () => {
    const sold = await submitLead(app, { email: 'sold@example.com' });
    const handWon = await submitLead(app, { email: 'hand@example.com' });
    const open = await submitLead(app, { email: 'open@example.com' });
    // As Convert to Sale and the status menu left them.
    await database.db
      .update(contactSubmissions)
      .set({ convertedAt: clock.now(), leadStatus: 'new' })
      .where(eq(contactSubmissions.id, sold.id));
    await database.db
      .update(contactSubmissions)
      .set({ leadStatus: 'won' })
      .where(eq(contactSubmissions.id, handWon.id));
    await database.db
      .update(contactSubmissions)
      .set({ leadStatus: 'contacted' })
      .where(eq(contactSubmissions.id, open.id));

    const migration = readFileSync(
      new URL('../../db/migrations/0011_won_means_converted.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    const status = async (id: string) =>
      (await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]
        ?.leadStatus;
    expect(await status(sold.id)).toBe('won');
    expect(await status(handWon.id)).toBe('negotiating');
    expect(await status(open.id)).toBe('contacted');
  });
});

describe('payment links and conversion', () => {
  it('creates an 89.99 offer that the checkout charges, whatever the URL says', async () => {
    const { id } = await submitLead(app);
    const offer = await admin('POST', `/api/admin/contact-submissions/${id}/payment-offer`);
    expect(offer.statusCode).toBe(201);
    const { offerId, url, amountCents } = offer.json();
    expect(amountCents).toBe(8999);
    expect(url).toBe(
      `http://localhost:5000/payment-checkout?submissionId=${id}&offerId=${offerId}&amount=89.99`,
    );
    const quote = await app.inject({
      method: 'GET',
      url: `/api/checkout/quote/${id}?paymentOfferId=${offerId}`,
    });
    expect(quote.json().amountCents).toBe(8999);
    await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: id, paymentOfferId: offerId, amount: 1 },
    });
    const [payment] = await database.db.select().from(payments);
    expect(payment?.amountCents).toBe(8999);
  });

  it('converts a lead to an order once; then it is Already Customer', async () => {
    const { id } = await submitLead(app);
    const res = await admin('POST', `/api/admin/contact-submissions/${id}/convert`);
    expect(res.statusCode).toBe(201);
    const order = (await admin('GET', `/api/admin/orders/${res.json().id}`)).json();
    expect(order).toMatchObject({
      fromLead: true,
      totalAmountCents: 9999,
      status: 'pending',
      customerEmail: 'jane.homeowner@example.com',
    });
    const [row] = (await list()).data;
    expect(row).toMatchObject({ paid: true, hasOrder: true });
    const again = await admin('POST', `/api/admin/contact-submissions/${id}/convert`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Already Customer');
    expect(
      (await admin('POST', `/api/admin/contact-submissions/${id}/payment-offer`)).statusCode,
    ).toBe(409);
  });
});
