import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { loadEnv } from '../../env.ts';
import { createStaff, PASSWORD, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { ensureFirstAdmin } from './first-admin.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });

const me = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/staff/me', headers: cookie ? { cookie } : {} });

describe('staff sign-in', () => {
  it('signs in sales and admin with their own cookie and says who they are', async () => {
    await createStaff(database, 'sam@roofbid.ca', 'sales');
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'Sam@RoofBid.ca', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ email: 'sam@roofbid.ca', role: 'sales' });
    expect(res.cookies.find((c) => c.name === 'rb_staff_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(cookie)).json().staff.role).toBe('sales');
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain('staff.sign_in');
  });

  it('refuses a wrong password, an unknown user and a deactivated user alike', async () => {
    const user = await createStaff(database, 'sam@roofbid.ca', 'sales');
    const attempt = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
    const wrong = await attempt('sam@roofbid.ca', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid e-mail or password.');
    expect((await attempt('who@roofbid.ca', 'nope')).json()).toEqual(wrong.json());
    await database.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, user.id));
    expect((await attempt('sam@roofbid.ca', PASSWORD)).statusCode).toBe(401);
  });

  it('uses the pipeline wording for missing fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: '', password: '' },
    });
    expect(res.json().error.fields).toEqual({
      email: 'Username is required',
      password: 'Password is required',
    });
  });

  it('ends a session on sign-out, after 2 idle hours, and when the user is deactivated', async () => {
    const user = await createStaff(database, 'ada@roofbid.ca', 'admin');
    const first = await signIn(app, 'staff', 'ada@roofbid.ca');
    await app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie: first } });
    expect((await me(first)).statusCode).toBe(401);

    const idle = await signIn(app, 'staff', 'ada@roofbid.ca');
    clock.advance(2 * 3_600_000 + 1);
    expect((await me(idle)).statusCode).toBe(401);

    const active = await signIn(app, 'staff', 'ada@roofbid.ca');
    await database.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, user.id));
    expect((await me(active)).statusCode).toBe(401);
  });

  it('does not let a customer session count as staff', async () => {
    expect((await me('rb_session=anything')).statusCode).toBe(401);
  });
});

describe('the first admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD only when no admin exists', async () => {
    const env = loadEnv({
      ADMIN_EMAIL: 'Boss@RoofBid.ca',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });
    expect(await ensureFirstAdmin(database.db, env)).toBe('boss@roofbid.ca');
    expect(await ensureFirstAdmin(database.db, env)).toBeUndefined();
    const cookie = await signIn(app, 'staff', 'boss@roofbid.ca', 'a-long-admin-password');
    expect((await me(cookie)).json().staff.role).toBe('admin');
  });

  it('is not made with a common password; a start with an admin in place is not stopped', async () => {
    const env = loadEnv({ ADMIN_EMAIL: 'boss@roofbid.ca', ADMIN_PASSWORD: 'Password123!' });
    await expect(ensureFirstAdmin(database.db, env)).rejects.toThrow(
      'ADMIN_PASSWORD is too common: it appears in lists of leaked passwords. Choose another.',
    );
    expect(await rowCount(database, staffUsers)).toBe(0);
    await createStaff(database, 'ada@roofbid.ca', 'admin');
    expect(await ensureFirstAdmin(database.db, env)).toBeUndefined();
  });
});
