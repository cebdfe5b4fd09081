import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordTokens, sessions } from '../../db/schema/staff.ts';
import { createCustomer } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { app, clock, database, useCustomerAuthApp } from './customer-auth.test-setup.ts';

const { auditActions, get, post } = useCustomerAuthApp();

describe('signup through the e-mail check', () => {
  const lead = (overrides: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Jane Q Homeowner',
        phone: '(403) 555-0134',
        email: 'jane@example.com',
        address: '1 Main St',
        date: '2026-12-01',
        country: 'Canada',
        province: 'Alberta',
        postalCode: 'T2P1J9',
        budget: '10k-20k',
        finalPrice: '99.99',
        projectType: 'repair',
        ...overrides,
      },
    });
  const emailsTo = async (to: string) =>
    (await database.db.select().from(emailOutbox)).filter((e) => e.toAddress === to);
  /** The link e-mailed to the address, as its owner opens it. */
  const signupLink = async (to: string) => {
    const [email] = await emailsTo(to);
    const link = new URL(/http:\/\/localhost:5000\/customer-signup\?\S+/.exec(email!.textBody)![0]);
    return { email: link.searchParams.get('email')!, token: link.searchParams.get('token')! };
  };
  const janesDetails = {
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Q Homeowner',
    phone: '(403) 555-0134',
    password: 'janes-password',
  };

  it('answers every address the same without the e-mailed link: no name, no id, no yes or no', async () => {
    await lead();
    const known = await post('/api/customer/check-email', { email: 'JANE@example.com' });
    const unknown = await post('/api/customer/check-email', { email: 'nobody@example.com' });
    expect(known.json()).toEqual({ hasSubmission: null });
    expect(unknown.json()).toEqual(known.json());
  });

  it('changes nothing stored, and e-mails nothing, for someone who cannot read the mailbox', async () => {
    const { id } = (await lead()).json();
    // Jane's unclaimed account, e.g. from an order staff created for her.
    await database.db.insert(customers).values({
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Q Homeowner',
      phone: '(403) 555-0134',
    });
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await post('/api/customer/signup', {
        email: 'jane@example.com',
        firstName: 'Eve',
        lastName: 'Attacker',
        phone: '(403) 555-9999',
        password: 'eves-password',
        submissionId: id,
        ...(token ? { token } : {}),
      });
      expect(res.statusCode).toBe(400);
    }
    const [jane] = await database.db.select().from(customers);
    expect(jane).toMatchObject({ firstName: 'Jane', phone: '(403) 555-0134', passwordHash: null });
    expect(await rowCount(database, emailOutbox)).toBe(0);
  });

  it('e-mails a link that proves the address, prefills the form and creates the account', async () => {
    const { id } = (await lead()).json();
    const asked = await post('/api/customer/signup-link', { email: 'Jane@Example.com' });
    expect(asked.json()).toEqual({
      success: true,
      message: 'Check your e-mail: we sent it the next step to create your account.',
    });
    // Nothing is usable or changed yet.
    expect(await rowCount(database, passwordTokens)).toBe(1);
    const [email] = await emailsTo('jane@example.com');
    expect(email?.template).toBe('account_confirm');
    const link = await signupLink('jane@example.com');
    expect(link.email).toBe('jane@example.com');

    // With the link, the e-mail check gives what the details form is prefilled with.
    const found = await post('/api/customer/check-email', link);
    expect(found.json()).toEqual({
      hasSubmission: true,
      submission: { id, name: 'Jane Q Homeowner', phone: '(403) 555-0134', projectType: 'repair' },
    });

    const done = await post('/api/customer/signup', { ...janesDetails, submissionId: id, ...link });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Q Homeowner' },
    });
    const session = done.cookies.find((c) => c.name === 'rb_session');
    const profile = await get('/api/customer/profile', `rb_session=${session!.value}`);
    expect(profile.json().customer).toMatchObject({ firstName: 'Jane', phone: '(403) 555-0134' });
    expect(
      (await post('/api/login', { email: 'jane@example.com', password: 'janes-password' }))
        .statusCode,
    ).toBe(200);
    expect(await auditActions()).toContain('customer.signed_up');

    // The link works once.
    const again = await post('/api/customer/signup', {
      ...janesDetails,
      password: 'another-password',
      submissionId: id,
      ...link,
    });
    expect(again.statusCode).toBe(400);
    expect((await post('/api/customer/check-email', link)).statusCode).toBe(400);
  });

  it("proves only its own address: Jane's link does nothing for another e-mail", async () => {
    const { id } = (await lead()).json();
    const eve = (await lead({ email: 'eve@example.com', name: 'Eve' })).json();
    await post('/api/customer/signup-link', { email: 'jane@example.com' });
    const { token } = await signupLink('jane@example.com');
    const check = await post('/api/customer/check-email', { email: 'eve@example.com', token });
    expect(check.statusCode).toBe(400);
    expect(check.body).not.toContain('Jane');
    for (const submissionId of [id, eve.id]) {
      const res = await post('/api/customer/signup', {
        ...janesDetails,
        email: 'eve@example.com',
        submissionId,
        token,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await rowCount(database, sessions)).toBe(0);
  });

  it('never puts text a stranger typed into the e-mail as a link', async () => {
    // Anyone can send a quote request with someone else's e-mail and a "name" of their choosing.
    await lead({ name: 'Claim your refund at https://evil.example/refund' });
    await post('/api/customer/signup-link', { email: 'jane@example.com' });
    const [email] = await emailsTo('jane@example.com');
    const anchors = [...email!.htmlBody.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toMatch(/^http:\/\/localhost:5000\/customer-signup\?email=/);
    for (const body of [email!.htmlBody, email!.textBody]) {
      expect(body).not.toContain('https://evil.example');
    }
  });

  it('answers an existing account and an unknown address the same way', async () => {
    await lead();
    await createCustomer(database, 'jane@example.com', 'Jane');
    const existing = await post('/api/customer/signup-link', { email: 'jane@example.com' });
    const unknown = await post('/api/customer/signup-link', { email: 'nobody@example.com' });
    expect(existing.json()).toEqual(unknown.json());
    expect((await emailsTo('jane@example.com')).map((e) => e.template)).toEqual(['account_exists']);
    // Only the mailbox learns there is no quote request, and how to send one.
    const [none] = await emailsTo('nobody@example.com');
    expect(none!.textBody).toContain("We couldn't find a quote request with this email.");
    expect(none!.textBody).toContain('http://localhost:5000/get-quote');
    expect(none!.textBody).not.toMatch(/token=/);
    expect(await rowCount(database, passwordTokens)).toBe(0);
  });

  it('validates the signup form', async () => {
    const res = await post('/api/customer/signup', { email: 'x', submissionId: 'nope' });
    expect(Object.keys(res.json().error.fields).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'phone', 'submissionId', 'token'].sort(),
    );
  });

  it('still confirms a signup e-mailed before links came first, with the password chosen then', async () => {
    const { hashPassword } = await import('../auth/password.ts');
    const { createPasswordToken } = await import('../auth/password-tokens.ts');
    const [jane] = await database.db
      .insert(customers)
      .values({ email: 'jane@example.com', firstName: 'Jane' })
      .returning();
    const setupToken = await createPasswordToken(
      database.db,
      { customerId: jane!.id },
      'signup',
      clock.now(),
      86_400_000,
      await hashPassword('janes-password'),
    );
    const wrong = await post('/api/customer/setup-account', {
      email: 'jane@example.com',
      setupToken,
      password: 'someone-elses',
    });
    expect(wrong.json().error.fields.password).toBe(
      'Enter the password you chose when you signed up',
    );
    const ok = await post('/api/customer/setup-account', {
      email: 'jane@example.com',
      setupToken,
      password: 'janes-password',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('account setup after payment', () => {
  it('says so when the account is already set up', async () => {
    const customer = await createCustomer(database, 'casey@example.com');
    const { createPasswordToken } = await import('../auth/password-tokens.ts');
    const token = await createPasswordToken(
      database.db,
      { customerId: customer.id },
      'setup',
      clock.now(),
      86_400_000,
    );
    const res = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'whatever-123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Account has already been set up');
  });
});
