import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_EXPIRED,
  TOO_MANY_WRONG_CODES,
  USED_CODE,
  WRONG_CODE,
  WRONG_PASSWORD,
  WRONG_SETUP_CODE,
} from '#shared/schemas/two-factor.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  staffRecoveryCodes,
  staffSignInChallenges,
  staffTotp,
} from '../../db/schema/two-factor.ts';
import { cleanUpExpired } from '../../jobs/maintenance.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import {
  asUser,
  createStaff,
  PASSWORD,
  signedInStaff,
  signIn,
} from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { totpCode } from './totp.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });

const ADMIN = 'ada@roofbid.ca';
const STEP_MS = 30_000;
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** An admin who turned two-step sign-in on: the app's secret and the recovery codes. */
async function enrolledAdmin(target = app) {
  await createStaff(database, ADMIN, 'admin');
  const admin = asUser(target, await signIn(target, 'staff', ADMIN));
  const setup = await admin('POST', '/api/staff/two-factor/setup', { password: PASSWORD });
  const { secret } = setup.json() as { secret: string };
  const confirmed = await admin('POST', '/api/staff/two-factor/confirm', {
    code: totpCode(secret, clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  // The next codes belong to later time steps (the one above is used up).
  clock.advance(STEP_MS);
  return { admin, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

/** The password step; answers its response and the challenge cookie. */
async function password(target = app, remoteAddress?: string) {
  const res = await target.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: ADMIN, password: PASSWORD },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { res, cookie: cookiesOf(res) };
}

const sendCode = (cookie: string, code: string, target = app, remoteAddress?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/staff/login/code',
    headers: cookie ? { cookie } : {},
    payload: { code },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const me = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });

describe('turning two-step sign-in on', () => {
  it('shows a secret, its otpauth:// link and QR code, then asks a code before it is on', async () => {
    const { call: admin } = await signedInStaff(app, database, ADMIN, 'admin');
    expect((await admin('GET', '/api/staff/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    // The password again first.
    const guess = await admin('POST', '/api/staff/two-factor/setup', { password: 'a guess' });
    expectFieldErrors(guess, { password: WRONG_PASSWORD });
    expect(await rowCount(database, staffTotp)).toBe(0);

    const setup = await admin('POST', '/api/staff/two-factor/setup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/RoofBid:ada%40roofbid.ca?secret=${secret}&issuer=RoofBid&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg /);
    expect(setup.headers['cache-control']).toBe('no-store');
    // Not on until a code proves the app has the secret.
    expect((await admin('GET', '/api/staff/two-factor')).json().enabled).toBe(false);
    const wrong = await admin('POST', '/api/staff/two-factor/confirm', { code: '000000' });
    expectFieldErrors(wrong, { code: WRONG_SETUP_CODE });

    const confirmed = await admin('POST', '/api/staff/two-factor/confirm', {
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await admin('GET', '/api/staff/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // The recovery codes are stored hashed; the secret is in no audit row.
    const stored = await database.db.select().from(staffRecoveryCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((row) => row.action)).toContain('staff.two_factor_enabled');
    expect(JSON.stringify(audit)).not.toContain(secret);

    // A second set-up would replace a working app: refused while it is on.
    expect(
      (await admin('POST', '/api/staff/two-factor/setup', { password: PASSWORD })).statusCode,
    ).toBe(409);
    expect(
      (await admin('POST', '/api/staff/two-factor/confirm', { code: '123456' })).statusCode,
    ).toBe(409);
  });

  it('is for admins only', async () => {
    const { call: sales } = await signedInStaff(app, database, 'sam@roofbid.ca', 'sales');
    const res = await sales('POST', '/api/staff/two-factor/setup', { password: PASSWORD });
    expect(res.statusCode).toBe(403);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('the right password asks for a code before any session is made', async () => {
    const { secret } = await enrolledAdmin();
    const { res, cookie } = await password();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, codeRequired: true });
    expect(res.cookies.map((c) => c.name)).toEqual(['rb_staff_sign_in']);
    expect(res.cookies[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/staff/login',
    });
    expect((await me(cookie)).statusCode).toBe(401);

    // Without the password step there is nothing to answer.
    const alone = await sendCode('', totpCode(secret, clock.now()));
    expect(alone.statusCode).toBe(401);
    expect(alone.json().error.message).toBe(SIGN_IN_EXPIRED);

    const wrong = await sendCode(cookie, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields).toEqual({ code: WRONG_CODE });
    expect(wrong.cookies).toHaveLength(0);

    const right = await sendCode(cookie, totpCode(secret, clock.now()));
    expect(right.statusCode).toBe(200);
    expect(right.json().staff).toMatchObject({ email: ADMIN, role: 'admin' });
    const session = cookiesOf(right);
    expect(session).toContain('rb_staff_session=');
    expect((await me(session)).json().staff.email).toBe(ADMIN);
    // The challenge is spent: its cookie cannot sign in again.
    expect(await rowCount(database, staffSignInChallenges)).toBe(0);
    expect((await sendCode(cookie, totpCode(secret, clock.now()))).json().error.message).toBe(
      SIGN_IN_EXPIRED,
    );
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain('staff.sign_in_code_failed');
  });

  it('a wrong password says nothing about two-step sign-in', async () => {
    await enrolledAdmin();
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: ADMIN, password: 'not the password at all' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
    expect(await rowCount(database, staffSignInChallenges)).toBe(0);
  });

  it('refuses a code used once already, and an older one after a newer one', async () => {
    const { secret } = await enrolledAdmin();
    const code = totpCode(secret, clock.now());
    expect((await sendCode((await password()).cookie, code)).statusCode).toBe(200);

    // The same code again, within its 30 seconds, on a new sign-in.
    const replay = await sendCode((await password()).cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.fields).toEqual({ code: USED_CODE });

    // A step later: the new code works once; the previous step's code (still in the window) not.
    clock.advance(STEP_MS);
    const { cookie } = await password();
    expect((await sendCode(cookie, code)).json().error.fields).toEqual({ code: USED_CODE });
    expect((await sendCode(cookie, totpCode(secret, clock.now()))).statusCode).toBe(200);
  });

  it('takes a recovery code once, even from two sign-ins at the same moment', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const [first, second] = recoveryCodes;

    // Typed in capitals with spaces, it is the same code.
    const used = await sendCode((await password()).cookie, ` ${first!.toUpperCase()} `);
    expect(used.statusCode).toBe(200);
    expect((await admin('GET', '/api/staff/two-factor')).json().recoveryCodesLeft).toBe(9);
    const again = await sendCode((await password()).cookie, first!);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.fields).toEqual({ code: WRONG_CODE });

    const tabs = [(await password()).cookie, (await password()).cookie];
    const answers = await Promise.all(tabs.map((cookie) => sendCode(cookie, second!)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    expect((await admin('GET', '/api/staff/two-factor')).json().recoveryCodesLeft).toBe(8);
    const signIns = (await database.db.select().from(auditLog)).filter(
      (a) => a.action === 'staff.sign_in',
    );
    expect(signIns.filter((a) => a.details?.secondStep === 'recovery_code')).toHaveLength(2);
  });

  it('ends the challenge after five minutes, or after five wrong codes', async () => {
    const { secret } = await enrolledAdmin();
    const late = (await password()).cookie;
    clock.advance(5 * 60_000 + 1);
    expect((await sendCode(late, totpCode(secret, clock.now()))).json().error.message).toBe(
      SIGN_IN_EXPIRED,
    );

    const { cookie } = await password();
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(cookie, '000000')).json().error.fields).toEqual({ code: WRONG_CODE });
    }
    const fifth = await sendCode(cookie, '000000');
    expect(fifth.json().error).toMatchObject({ message: TOO_MANY_WRONG_CODES });
    expect(fifth.json().error.fields).toBeUndefined();
    expect((await sendCode(cookie, totpCode(secret, clock.now()))).json().error.message).toBe(
      SIGN_IN_EXPIRED,
    );
  });

  it('counts wrong codes like wrong passwords: after the free ones, the account waits', async () => {
    const { app: limited } = await buildTestApp(database, {
      clock,
      rateLimits: { signInAccount: { ...defaultRateLimits.signInAccount, max: 2 } },
    });
    try {
      const { secret } = await enrolledAdmin(limited);
      const from = '203.0.113.9';
      const { cookie } = await password(limited, from);
      expect((await sendCode(cookie, '000000', limited, from)).statusCode).toBe(401);
      expect((await sendCode(cookie, '111111', limited, from)).statusCode).toBe(401);
      // Even the right code waits now.
      const waiting = await sendCode(cookie, totpCode(secret, clock.now()), limited, from);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      clock.advance(1_000);
      expect(
        (await sendCode(cookie, totpCode(secret, clock.now()), limited, from)).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('turning two-step sign-in off', () => {
  it('needs a current code (or a recovery code), then signing in needs only the password', async () => {
    const { admin, secret } = await enrolledAdmin();
    const wrong = await admin('POST', '/api/staff/two-factor/disable', { code: '000000' });
    expectFieldErrors(wrong, { code: WRONG_CODE });
    expect((await admin('GET', '/api/staff/two-factor')).json().enabled).toBe(true);

    const off = await admin('POST', '/api/staff/two-factor/disable', {
      code: totpCode(secret, clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect((await admin('GET', '/api/staff/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await rowCount(database, staffTotp)).toBe(0);
    expect(await rowCount(database, staffRecoveryCodes)).toBe(0);
    const { res } = await password();
    expect(res.json().staff).toMatchObject({ email: ADMIN });
    expect(
      (await admin('POST', '/api/staff/two-factor/disable', { code: '123456' })).statusCode,
    ).toBe(409);
  });

  it('takes a recovery code too', async () => {
    const { admin, recoveryCodes } = await enrolledAdmin();
    const off = await admin('POST', '/api/staff/two-factor/disable', { code: recoveryCodes[3] });
    expect(off.statusCode).toBe(200);
    const audit = (await database.db.select().from(auditLog)).find(
      (a) => a.action === 'staff.two_factor_disabled',
    );
    expect(audit?.details).toEqual({ with: 'recovery_code' });
  });
});

describe('retention', () => {
  it('the hourly clean-up drops expired challenges and set-ups left unconfirmed for a day', async () => {
    await enrolledAdmin();
    await password();
    const { call: bo } = await signedInStaff(app, database, 'bo@roofbid.ca', 'admin');
    await bo('POST', '/api/staff/two-factor/setup', { password: PASSWORD });
    expect(await rowCount(database, staffSignInChallenges)).toBe(1);
    expect(await rowCount(database, staffTotp)).toBe(2);

    await cleanUpExpired(database.db, clock.now());
    expect(await rowCount(database, staffSignInChallenges)).toBe(1);
    expect(await rowCount(database, staffTotp)).toBe(2);

    await cleanUpExpired(database.db, new Date(clock.now().getTime() + 86_400_000 + 1));
    expect(await rowCount(database, staffSignInChallenges)).toBe(0);
    // Ada's confirmed enrolment stays; Bo's unconfirmed one is gone.
    expect(await rowCount(database, staffTotp)).toBe(1);
  });
});
