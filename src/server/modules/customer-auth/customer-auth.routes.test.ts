import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordTokens, sessions } from '../../db/schema/staff.ts';
import { createCustomer, PASSWORD, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
let settle: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock, settle } = await buildTestApp(database));
});
beforeEach(async () => {
  await resetDatabase(database);
  clock.set('2026-11-21T12:00:00Z');
});
afterAll(() => app.close());

const post = (
  url: string,
  payload: object,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const lastEmail = async () =>
  (await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1))[0];
const linkToken = (text: string, param: string) =>
  new RegExp(`[?&]${param}=([\\w-]+)`).exec(text)?.[1] ?? '';
const auditActions = async () => (await database.db.select().from(auditLog)).map((a) => a.action);

describe('customer sign-in', () => {
  it('signs in with an httpOnly, SameSite=Lax session cookie and answers the profile', async () => {
    const customer = await createCustomer(database, 'casey@example.com');
    const res = await post('/api/login', { email: 'Casey@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      customer: {
        id: customer.id,
        firstName: 'Casey',
        lastName: 'Customer',
        email: 'casey@example.com',
        returning: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'rb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const profile = await get('/api/customer/profile', `rb_session=${cookie!.value}`);
    expect(profile.json().customer.email).toBe('casey@example.com');
    // Only the token's hash is stored.
    const [row] = await database.db.select().from(sessions);
    expect(row?.tokenHash).not.toBe(cookie!.value);
    expect(await auditActions()).toContain('customer.sign_in');
  });

  // Issue #22 item 6: the portal said "Welcome back" on a customer's very first visit.
  it('tells a first visit from a return, for as long as the session lasts', async () => {
    await createCustomer(database, 'casey@example.com');
    const signIn = () => post('/api/login', { email: 'casey@example.com', password: PASSWORD });
    const profile = async (res: Awaited<ReturnType<typeof signIn>>) => {
      const cookie = res.cookies.find((c) => c.name === 'rb_session')!;
      return (await get('/api/customer/profile', `rb_session=${cookie.value}`)).json().customer;
    };
    const first = await signIn();
    expect(first.json().customer.returning).toBe(false);
    expect((await profile(first)).returning).toBe(false);
    clock.advance(3_600_000);
    const second = await signIn();
    expect(second.json().customer.returning).toBe(true);
    expect((await profile(second)).returning).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail alike, and records the failure', async () => {
    await createCustomer(database, 'casey@example.com');
    const wrong = await post('/api/customer/login', {
      email: 'casey@example.com',
      password: 'nope',
    });
    const unknown = await post('/api/customer/login', {
      email: 'nobody@example.com',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect((await auditActions()).filter((a) => a === 'customer.sign_in_failed')).toHaveLength(2);
  });

  it('refuses a customer who never set a password', async () => {
    await database.db.insert(customers).values({ email: 'new@example.com', firstName: 'New' });
    expect((await post('/api/login', { email: 'new@example.com', password: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/login', { email: 'new@example.com', password: 'anything' })).statusCode,
    ).toBe(401);
  });

  it('validates with the dialog messages', async () => {
    const res = await post('/api/login', { email: 'not-an-email', password: '' });
    expect(res.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('signs out by deleting the session', async () => {
    await createCustomer(database, 'casey@example.com');
    const cookie = await signIn(app, 'customer', 'casey@example.com');
    const out = await post('/api/customer/logout', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(await rowCount(database, sessions)).toBe(0);
    expect((await get('/api/customer/profile', cookie)).statusCode).toBe(401);
  });

  it('expires sessions when idle and at their absolute lifetime', async () => {
    await createCustomer(database, 'casey@example.com');
    const idle = await signIn(app, 'customer', 'casey@example.com');
    clock.advance(7 * 86_400_000 + 1);
    expect((await get('/api/customer/profile', idle)).statusCode).toBe(401);

    const busy = await signIn(app, 'customer', 'casey@example.com');
    for (let day = 0; day < 29; day++) {
      clock.advance(86_400_000);
      expect((await get('/api/customer/profile', busy)).statusCode).toBe(200);
    }
    clock.advance(86_400_000);
    expect((await get('/api/customer/profile', busy)).statusCode).toBe(401);
  });

  it('refuses a cross-site state-changing request', async () => {
    await createCustomer(database, 'casey@example.com');
    const cookie = await signIn(app, 'customer', 'casey@example.com');
    const evil = await post(
      '/api/customer/change-password',
      { currentPassword: PASSWORD, newPassword: 'hijacked-password' },
      cookie,
      {
        origin: 'https://evil.example',
      },
    );
    expect(evil.statusCode).toBe(403);
    const fetchSite = await post('/api/customer/logout', {}, cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await post('/api/customer/logout', {}, cookie, {
      origin: 'http://localhost:5000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts with a clear 429', async () => {
    const { app: strict } = await buildTestApp(database, {
      rateLimits: { signInAddress: { max: 3, windowMs: 60_000 } },
    });
    let n = 0;
    const attempt = () =>
      strict.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `x${++n}@example.com`, password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    await strict.close();
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and e-mails a one-hour link', async () => {
    await createCustomer(database, 'casey@example.com');
    const known = await post('/api/password-reset', { email: 'casey@example.com' });
    const unknown = await post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      "If an account exists with that email, you'll receive password reset instructions.",
    );
    // The e-mail is queued after the answer (password-reset.test.ts).
    await settle();
    expect(await rowCount(database, emailOutbox)).toBe(1);
    const email = await lastEmail();
    expect(email).toMatchObject({ template: 'password_reset', toAddress: 'casey@example.com' });
    expect(email?.variables.setupLink).toBe('[hidden]');
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('validates %j', async (payload, message) => {
    const res = await post('/api/customer/forgot-password', payload);
    expect(res.json().error.fields.email).toBe(message);
  });

  it('sets a new password once, ends the other sessions and signs in', async () => {
    await createCustomer(database, 'casey@example.com');
    const otherDevice = await signIn(app, 'customer', 'casey@example.com');
    await post('/api/password-reset', { email: 'casey@example.com' });
    await settle();
    const token = linkToken((await lastEmail())!.textBody, 'setup');

    const done = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'brand-new-password',
    });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.some((c) => c.name === 'rb_session')).toBe(true);
    expect((await get('/api/customer/profile', otherDevice)).statusCode).toBe(401);
    expect(
      (await post('/api/login', { email: 'casey@example.com', password: 'brand-new-password' }))
        .statusCode,
    ).toBe(200);

    const again = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid or expired setup token');
    expect(await auditActions()).toContain('customer.password_reset');
  });

  it('says when the e-mail does not match a valid link, which still works with the right one', async () => {
    await createCustomer(database, 'casey@example.com');
    await post('/api/password-reset', { email: 'casey@example.com' });
    await settle();
    const token = linkToken((await lastEmail())!.textBody, 'setup');
    for (const [url, body] of [
      ['/api/setup-password', { token, email: 'eve@example.com', password: 'brand-new-password' }],
      [
        '/api/customer/setup-account',
        { setupToken: token, email: 'eve@example.com', password: 'brand-new-password' },
      ],
    ] as const) {
      const other = await post(url, body);
      expect(other.statusCode).toBe(400);
      expect(other.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This e-mail address does not match the link',
        fields: { email: 'Enter the e-mail address this link was sent to' },
      });
    }
    const right = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'brand-new-password',
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await createCustomer(database, 'casey@example.com');
    await post('/api/password-reset', { email: 'casey@example.com' });
    await settle();
    const token = linkToken((await lastEmail())!.textBody, 'setup');
    clock.advance(3_600_001);
    const late = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'brand-new-password',
    });
    expect(late.json().error.message).toBe('Invalid or expired setup token');
  });

  it("keeps the customers' rule: 8 characters, no common-password list (staff only)", async () => {
    await createCustomer(database, 'casey@example.com');
    await post('/api/password-reset', { email: 'casey@example.com' });
    await settle();
    const token = linkToken((await lastEmail())!.textBody, 'setup');
    const done = await post('/api/setup-password', {
      token,
      email: 'casey@example.com',
      password: 'password1',
    });
    expect(done.statusCode).toBe(200);
    await expect(signIn(app, 'customer', 'casey@example.com', 'password1')).resolves.toContain(
      'rb_session',
    );
  });

  it('asks for 8 characters, with the set-password page messages: one for blank, one for short', async () => {
    const attempt = (password: string) =>
      post('/api/setup-password', { token: 'x'.repeat(40), email: 'a@example.com', password });
    const blank = await attempt('');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ password: 'Password is required' });
    for (const short of ['abc', 'abcdef', 'abcdefg']) {
      const answer = await attempt(short);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual({ password: 'Password too short' });
    }
  });

  it('refuses a cut-short link as a link, before looking anything up', async () => {
    const cut = await post('/api/setup-password', {
      token: 'abc123',
      email: 'a@example.com',
      password: 'long enough',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.fields).toEqual({ token: 'Invalid or expired setup token' });
  });
});

describe('change password', () => {
  it('needs the current password and keeps only this session', async () => {
    await createCustomer(database, 'casey@example.com');
    const here = await signIn(app, 'customer', 'casey@example.com');
    const there = await signIn(app, 'customer', 'casey@example.com');
    const wrong = await post(
      '/api/customer/change-password',
      { currentPassword: 'nope', newPassword: 'new-password-1' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await post(
      '/api/customer/change-password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      here,
    );
    expect(short.json().error.fields.newPassword).toBe('Password must be at least 8 characters');

    const ok = await post(
      '/api/customer/change-password',
      { currentPassword: PASSWORD, newPassword: 'new-password-1' },
      here,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/customer/profile', here)).statusCode).toBe(200);
    expect((await get('/api/customer/profile', there)).statusCode).toBe(401);
    expect(await auditActions()).toContain('customer.password_changed');
  });
});

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
