import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { createCustomer, signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } }));
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await signedInAdmin(app, database);
});
afterAll(() => app.close());

describe('the Email Center', () => {
  it("fills the lead's values and queues the e-mail, recorded as sent by this admin", async () => {
    const lead = await submitLead(app, {
      name: 'Jane Homeowner',
      projectType: 'repair',
      budget: '5k-10k',
    });
    const vars = (
      await admin('GET', '/api/admin/email-variables?recipient=Jane.Homeowner@example.com')
    ).json();
    expect(vars.known).toBe(true);
    expect(vars.values).toMatchObject({
      customerName: 'Jane',
      projectType: 'Roof repair',
      budget: '$5,000 - $10,000',
      paymentLink: `http://localhost:5000/payment-checkout?submissionId=${lead.id}`,
    });

    const res = await admin('POST', '/api/admin/send-custom-email', {
      recipient: 'jane.homeowner@example.com',
      template: 'lead',
      subject: 'Your {{projectType}} quote',
      content: 'Hi {{customerName}}, pay here: {{paymentLink}}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, status: 'pending' });
    const [email] = await database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt));
    expect(email).toMatchObject({ subject: 'Your Roof repair quote', template: 'lead' });
    expect(email?.textBody).toBe(
      `Hi Jane, pay here: http://localhost:5000/payment-checkout?submissionId=${lead.id}`,
    );

    const log = (await admin('GET', '/api/admin/emails')).json();
    expect(log.data[0]).toMatchObject({
      toAddress: 'jane.homeowner@example.com',
      status: 'pending',
      createdBy: 'admin user',
    });
  });

  it('mints a set-password link only for a customer without a password', async () => {
    const customer = await createCustomer(database, 'has-password@example.com');
    await admin('POST', '/api/admin/send-custom-email', {
      recipient: customer.email,
      template: 'welcome',
      subject: 'Hello',
      content: 'Sign in: {{setupLink}}',
    });
    const [email] = await database.db.select().from(emailOutbox);
    expect(email?.textBody).toBe('Sign in: http://localhost:5000/customer-portal');
  });

  it("opens an e-mail's body, with its one-time link removed", async () => {
    await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'Nia' });
    const sent = await admin('POST', '/api/admin/send-custom-email', {
      recipient: 'new@example.com',
      template: 'welcome',
      subject: 'Your account',
      content: 'Hi {{customerName}}, set your password: {{setupLink}}',
    });
    const { id } = sent.json();
    // Still waiting to be delivered, so the outbox holds the link; the admin does not see it.
    const [row] = await database.db.select().from(emailOutbox);
    expect(row?.textBody).toMatch(/setup=[\w-]{40,}/);

    const res = await admin('GET', `/api/admin/emails/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      toAddress: 'new@example.com',
      subject: 'Your account',
      status: 'pending',
      textBody: 'Hi Nia, set your password: [link removed]',
    });
    expect(res.body).not.toContain('setup=');
    const missing = await admin('GET', '/api/admin/emails/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  // Issue #21 item 7: the subject is kept and listed in the e-mail log after delivery.
  it('refuses a link placeholder in the subject, minting no link', async () => {
    await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'Nia' });
    const res = await admin('POST', '/api/admin/send-custom-email', {
      recipient: 'new@example.com',
      template: 'welcome',
      subject: 'Your link: {{ setupLink }}',
      content: 'Hi {{customerName}}, set your password: {{setupLink}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject: 'Links cannot go in the subject: put them in the content',
    });
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });

  // Issue #9 item 18: the bid list read "0 years" for a bid whose years were left blank.
  it('lists the bids of an order by label, "not given" for what was left blank', async () => {
    const lead = await submitLead(app, { email: 'bids@example.com', budget: '10k-20k' });
    const order = (await admin('POST', `/api/admin/contact-submissions/${lead.id}/convert`)).json();
    const bid = {
      orderId: order.id,
      sellerName: 'Chinook Roofing',
      starRating: '4.8',
      insuredAmountCents: 200_000_000,
      bonded: true,
      validLicense: true,
      bidAmount: '12,500',
    };
    await admin('POST', '/api/admin/seller-bids', { ...bid, yearsInBusiness: '12' });
    await admin('POST', '/api/admin/seller-bids', { ...bid, yearsInBusiness: '' });
    const vars = (
      await admin('GET', '/api/admin/email-variables?recipient=bids@example.com')
    ).json();
    expect(vars.values.bidList.split('\n')).toEqual([
      'Contractor A: $12,500 · 4.8 stars · 12 years in business · insured $2,000,000',
      'Contractor B: $12,500 · 4.8 stars · years in business not given · insured $2,000,000',
    ]);
    expect(vars.values.budget).toBe('$10,000 - $20,000');
  });

  it('needs recipient, subject and content', async () => {
    const res = await admin('POST', '/api/admin/send-custom-email', {
      recipient: '',
      template: 'welcome',
      subject: ' ',
      content: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      recipient: 'Recipient is required',
      subject: 'Subject is required',
      content: 'Content is required',
    });
  });

  it('lists the newest customers first', async () => {
    await createCustomer(database, 'first@example.com');
    await createCustomer(database, 'second@example.com');
    const page = (await admin('GET', '/api/admin/customers?pageSize=6')).json();
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ orderCount: 0, accountSetup: true });
    expect((await admin('GET', '/api/admin/customers?search=second')).json().data).toHaveLength(1);
  });
});
