import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { sessions } from '../../db/schema/staff.ts';
import { createCustomer, PASSWORD, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { app, clock, database, useCustomerAuthApp } from './customer-auth.test-setup.ts';

const { auditActions, get, post } = useCustomerAuthApp();

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
