import { desc } from 'drizzle-orm';
import { defaultTemplates, welcomeSignedInTemplate } from '#shared/domain/email-template.ts';
import {
  ONE_TIME_LINK_MISSING,
  SETUP_LINK_NO_ACCOUNT,
  SETUP_LINK_PASSWORD_SET,
} from '#shared/schemas/admin/email.ts';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordTokens } from '../../db/schema/staff.ts';
import { rowCount } from '../../test-support/counts.ts';
import { createCustomer } from '../../test-support/accounts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { admin, app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile({ app: { env: { SMTP_URL: 'smtp://127.0.0.1:1' } }, admin: true });

/** Nia, a customer with no password yet, and an admin's welcome e-mail to her with her link. */
async function welcomeNia(subject: string) {
  await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'Nia' });
  return admin('POST', '/api/admin/send-custom-email', {
    recipient: 'new@example.com',
    template: 'welcome',
    subject,
    content: 'Hi {{customerName}}, set your password: {{setupLink}}',
  });
}

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

  // Issue #22 item 11: the Email shortcut offered the set-password welcome to a customer whose
  // password was set, and the server filled its link with the portal's address.
  it('offers the welcome that fits the customer, and mints a set-password link only for one without a password', async () => {
    const withPassword = await createCustomer(database, 'has-password@example.com');
    await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'Nia' });
    const variables = async (recipient: string) =>
      (await admin('GET', `/api/admin/email-variables?recipient=${recipient}`)).json();

    const returning = await variables(withPassword.email);
    expect(returning.templates.welcome).toEqual(welcomeSignedInTemplate);
    expect(returning.templates.lead).toEqual(defaultTemplates.lead);
    expect(returning.values).toMatchObject({
      setupLink: '',
      portalLink: 'http://localhost:5000/customer-portal',
    });
    const fresh = await variables('new@example.com');
    expect(fresh.templates.welcome).toEqual(defaultTemplates.welcome);
    expect(fresh.values.setupLink).toBe('[one-time set-password link]');
    expect((await variables('nobody@example.com')).templates.welcome).toEqual(
      welcomeSignedInTemplate,
    );

    // What the shortcut offers each of them is sent as offered.
    for (const [recipient, offered] of [
      [withPassword.email, returning.templates.welcome],
      ['new@example.com', fresh.templates.welcome],
    ] as const) {
      const res = await admin('POST', '/api/admin/send-custom-email', {
        recipient,
        template: 'welcome',
        ...offered,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const bodies = Object.fromEntries(
      (await database.db.select().from(emailOutbox)).map((e) => [e.toAddress, e.textBody]),
    );
    expect(bodies[withPassword.email]).toContain(
      'Sign in to your customer portal to follow your auction:\nhttp://localhost:5000/customer-portal',
    );
    expect(bodies[withPassword.email]).not.toMatch(/password|works once/);
    expect(bodies['new@example.com']).toMatch(
      /\(the link works once and expires in 7 days\):\nhttp:\/\/localhost:5000\/setup-password\?setup=[\w-]{40,}\n/,
    );
    expect(await rowCount(database, passwordTokens)).toBe(1);
  });

  it('refuses a set-password link it cannot mint, and a one-time-link sentence without its link', async () => {
    const withPassword = await createCustomer(database, 'has-password@example.com');
    await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'Nia' });
    const cases = [
      [withPassword.email, 'Set your password: {{setupLink}}', SETUP_LINK_PASSWORD_SET],
      ['nobody@example.com', 'Set your password: {{ setupLink }}', SETUP_LINK_NO_ACCOUNT],
      // The set-password welcome with its link taken out, to a customer who could have one.
      [
        'new@example.com',
        defaultTemplates.welcome.content.replace('{{setupLink}}', ''),
        ONE_TIME_LINK_MISSING,
      ],
      [withPassword.email, defaultTemplates.welcome.content, SETUP_LINK_PASSWORD_SET],
    ] as const;
    for (const [recipient, content, message] of cases) {
      const res = await admin('POST', '/api/admin/send-custom-email', {
        recipient,
        template: 'welcome',
        subject: 'Your account',
        content,
      });
      expect(res.statusCode, recipient).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { content: message },
      });
    }
    expect(await rowCount(database, emailOutbox)).toBe(0);
    expect(await rowCount(database, passwordTokens)).toBe(0);
  });

  it("opens an e-mail's body, with its one-time link removed", async () => {
    const sent = await welcomeNia('Your account');
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
    const res = await welcomeNia('Your link: {{ setupLink }}');
    expectFieldErrors(res, {
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
    expectFieldErrors(res, {
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
