import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { dropdownOptions } from '../../db/schema/content.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { payments } from '../../db/schema/payments.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { insertSalesPerson, statusesByName } from '../../test-support/pipeline.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock } = await buildTestApp(database));
});
beforeEach(async () => {
  await resetDatabase(database);
  clock.set('2026-11-21T12:00:00Z');
  admin = await signedInAdmin(app, database);
});
afterAll(() => app.close());

/** A CSV download's rows as cells, quoted cells ("Under $5,000") read whole. */
function csvRows(body: string) {
  return body
    .trim()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (const char of line) {
        if (char === '"') quoted = !quoted;
        else if (char === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += char;
      }
      return [...cells, cell];
    });
}

const list = async (query = '') =>
  (await admin('GET', `/api/admin/contact-submissions${query}`)).json();

describe('the leads list', () => {
  it('searches name, e-mail and phone, filters by project type and status, newest first', async () => {
    await submitLead(app, {
      name: 'Olivia Tremblay',
      email: 'olivia@example.com',
      phone: '(403) 555-1111',
      projectType: 'repair',
    });
    clock.advance(60_000);
    await submitLead(app, {
      name: 'Noah Singh',
      email: 'noah@example.com',
      phone: '(780) 555-2222',
      projectType: 'replacement',
    });
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
      'Olivia Tremblay',
    ]);
    expect((await list('?search=trem')).data.map((l: { name: string }) => l.name)).toEqual([
      'Olivia Tremblay',
    ]);
    expect(
      (await list('?search=olivia%20tremblay')).data.map((l: { name: string }) => l.name),
    ).toEqual(['Olivia Tremblay']);
    // Several words are still one text, in that order ("livia trem" is inside the name).
    expect((await list('?search=livia%20trem')).total).toBe(1);
    expect((await list('?search=tremblay%20olivia')).total).toBe(0);
    expect((await list('?search=olivia%20%20tremblay')).total).toBe(0);
    expect((await list('?search=NOAH@EX')).data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
    ]);
    expect((await list('?search=7805552222')).data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
    ]);
    expect((await list('?search=555-11')).data.map((l: { name: string }) => l.name)).toEqual([
      'Olivia Tremblay',
    ]);
    expect((await list('?search=%25')).total).toBe(0);
    // Digits inside a name search are not matched against phone numbers.
    expect((await list('?search=Olivia%201')).total).toBe(0);
    expect((await list('?projectType=repair')).total).toBe(1);
    expect((await list('?leadStatus=won')).total).toBe(0);
    expect((await admin('GET', '/api/admin/contact-submissions?leadStatus=maybe')).statusCode).toBe(
      400,
    );
  });

  it('shows days ago, a lead score, and a follow-up that is due on or before now', async () => {
    const { id } = await submitLead(app, { urgency: 'emergency', budget: '20k-plus' });
    clock.advance(3 * 86_400_000);
    // Three days on, the first admin session has long timed out.
    admin = await signedInAdmin(app, database, 'later@roofbid.ca');
    await admin('PATCH', `/api/admin/contact-submissions/${id}`, {
      nextFollowUpAt: clock.now().toISOString(),
    });
    const [row] = (await list()).data;
    expect(row).toMatchObject({
      daysAgo: 3,
      followUpDue: true,
      paid: false,
      hasOrder: false,
      finalPrice: '99.99',
    });
    // 30 urgency + 25 budget + 12 completeness (five of six details) + 15 recency (this week)
    expect(row.leadScore).toBe(82);
    clock.advance(-60_000);
    expect((await list()).data[0].followUpDue).toBe(false);
  });

  it('edits status and follow-up, and audits it', async () => {
    const { id } = await submitLead(app);
    const res = await admin('PATCH', `/api/admin/contact-submissions/${id}`, {
      leadStatus: 'contacted',
      nextFollowUpAt: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leadStatus: 'contacted', nextFollowUpAt: null });
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(lead?.lastContactedAt).not.toBeNull();
    expect(
      (await admin('PATCH', `/api/admin/contact-submissions/${id}`, { nextFollowUpAt: 'soon' }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the details with the score breakdown', async () => {
    const { id } = await submitLead(app, {
      roofMaterial: 'metal',
      footprintSqFt: '1,400',
      roofPitch: '8-12',
    });
    const detail = (await admin('GET', `/api/admin/contact-submissions/${id}`)).json();
    expect(detail).toMatchObject({
      roofMaterial: 'metal',
      roofAreaSqFt: null,
      footprintSqFt: 1400,
      roofPitch: '8-12',
      country: 'Canada',
      postalCode: 'T2P 1J9',
    });
    expect(Object.keys(detail.scoreBreakdown).sort()).toEqual([
      'budget',
      'completeness',
      'engagement',
      'recency',
      'urgency',
    ]);
    expect(
      (await admin('GET', '/api/admin/contact-submissions/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});

describe('stat cards', () => {
  it('counts all leads, this month, converted, and the rounded rate', async () => {
    clock.set('2026-10-15T12:00:00Z');
    await submitLead(app, { email: 'old@example.com' });
    clock.set('2026-11-21T12:00:00Z');
    const recent = await submitLead(app, { email: 'new@example.com' });
    await submitLead(app, { email: 'third@example.com' });
    await admin('POST', `/api/admin/contact-submissions/${recent.id}/convert`);
    expect((await admin('GET', '/api/admin/contact-submissions/stats')).json()).toEqual({
      totalLeads: 3,
      thisMonth: 2,
      converted: 1,
      conversionRate: 33,
    });
  });
});

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

  it('exports the filtered leads as CSV', async () => {
    await submitLead(app, { name: 'Export Me', projectType: 'repair' });
    await submitLead(app, { name: 'Not Me', projectType: 'replacement' });
    const res = await admin('GET', '/api/admin/export/leads.csv?projectType=repair');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Export Me');
  });

  // Issue #22 item 5: the export showed option codes and a blank "Converted", and left out the
  // lead score, the referral and where the lead stands on the sales board.
  it('exports labels, Yes or No, the lead score, the referral and the pipeline status', async () => {
    const rep = await insertSalesPerson(database, 'Quinn QR');
    const referred = await submitLead(app, {
      name: 'Referred Lead',
      email: 'referred@example.com',
      projectType: 'emergency-service',
      budget: 'under-5k',
      urgency: 'within-month',
      postalCode: 't3h5l2',
      referralCode: rep.referralCode,
    });
    const plain = await submitLead(app, { name: 'Plain Lead', email: 'plain@example.com' });
    // Every new lead lands on the board; this one is won, the other taken off it.
    const { Won } = await statusesByName(database);
    await database.db
      .update(leadPipeline)
      .set({ statusId: Won!.id })
      .where(eq(leadPipeline.contactSubmissionId, referred.id));
    await database.db.delete(leadPipeline).where(eq(leadPipeline.contactSubmissionId, plain.id));
    const detail = (await admin('GET', `/api/admin/contact-submissions/${referred.id}`)).json();

    const [header, ...rows] = csvRows((await admin('GET', '/api/admin/export/leads.csv')).body);
    const cells = (name: string) => {
      const row = rows.find((r) => r[1] === name)!;
      return Object.fromEntries(header!.map((column, i) => [column, row[i]]));
    };
    expect(cells('Referred Lead')).toMatchObject({
      'Project type': 'Emergency service',
      Budget: 'Under $5,000',
      Urgency: 'Within a month',
      'Postal code': 'T3H 5L2',
      'Lead score': String(detail.leadScore),
      'Lead status': 'New',
      'Pipeline status': 'Won',
      'Referred by': `Quinn QR (${rep.referralCode})`,
      Converted: 'No',
    });
    expect(cells('Plain Lead')).toMatchObject({
      'Project type': 'Roof replacement',
      'Pipeline status': 'Not in pipeline',
      'Referred by': '',
      Converted: 'No',
    });
  });

  it('exports an option by the label the admin gave it', async () => {
    await submitLead(app, { name: 'Relabelled', budget: 'under-5k' });
    await database.db
      .update(dropdownOptions)
      .set({ label: 'Less than five thousand' })
      .where(and(eq(dropdownOptions.category, 'budget'), eq(dropdownOptions.value, 'under-5k')));
    const csv = (await admin('GET', '/api/admin/export/leads.csv')).body;
    expect(csv).toContain('"Less than five thousand"');
    expect(csv).not.toContain('under-5k');
  });

  // Issue #21 item 8: a phone stored before phones were limited to digits and + ( ) - . still
  // opens as text in an Excel that splits on ";".
  it('exports a stored formula-like phone as text, every field quoted', async () => {
    const { id } = await submitLead(app, { name: 'Old Lead' });
    await database.db
      .update(contactSubmissions)
      .set({ phone: ";=cmd|'/C calc 4035550100'!A0;" })
      .where(eq(contactSubmissions.id, id));
    const res = await admin('GET', '/api/admin/export/leads.csv');
    const [, line] = res.body.split('\r\n');
    expect(line).toContain(`";'=cmd|'/C calc 4035550100'!A0;"`);
    expect(line!.startsWith('"') && line!.endsWith('"')).toBe(true);
    for (const cell of line!.split(';').slice(1)) expect(cell).not.toMatch(/^[ "]*[=+\-@]/);
  });
});

describe('the lead counter', () => {
  it('follows inserts and deletes of any size, as the Total Leads card shows', async () => {
    const total = async () =>
      (await admin('GET', '/api/admin/contact-submissions/stats')).json().totalLeads;
    expect(await total()).toBe(0);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitLead(app, { email: `c${i}@example.com` })),
    );
    expect(await total()).toBe(6);
    await database.db
      .delete(contactSubmissions)
      .where(eq(contactSubmissions.email, 'c0@example.com'));
    expect(await total()).toBe(5);
    await database.db.delete(contactSubmissions);
    expect(await total()).toBe(0);
  });
});
