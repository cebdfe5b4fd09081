import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email.ts';
import { createCustomer, PASSWORD, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { app, clock, database, settle, useCustomerAuthApp } from './customer-auth.test-setup.ts';

const { auditActions, get, lastEmail, linkToken, post } = useCustomerAuthApp();

/** Casey asks for a reset: the token of the link e-mailed to her. */
async function resetTokenOfCasey() {
  await post('/api/password-reset', { email: 'casey@example.com' });
  await settle();
  return linkToken((await lastEmail())!.textBody, 'setup');
}

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
    const token = await resetTokenOfCasey();

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
    const token = await resetTokenOfCasey();
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
    const token = await resetTokenOfCasey();
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
    const token = await resetTokenOfCasey();
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
    expectFieldErrors(blank, { password: 'Password is required' });
    for (const short of ['abc', 'abcdef', 'abcdefg']) {
      const answer = await attempt(short);
      expectFieldErrors(answer, { password: 'Password too short' });
    }
  });

  it('refuses a cut-short link as a link, before looking anything up', async () => {
    const cut = await post('/api/setup-password', {
      token: 'abc123',
      email: 'a@example.com',
      password: 'long enough',
    });
    expectFieldErrors(cut, { token: 'Invalid or expired setup token' });
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
    expectFieldErrors(wrong, { currentPassword: 'Current password is incorrect' });
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
