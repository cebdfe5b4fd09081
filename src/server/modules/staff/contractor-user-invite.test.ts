import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_LENGTH_MESSAGE } from '#shared/schemas/auth.ts';
import { INVITE_LINK_INVALID } from '#shared/schemas/staff-invite.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordTokens, staffUsers } from '../../db/schema/staff.ts';
import { createContractor, createStaff, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { admin, app, clock, database, useStaffInviteApp } from './staff-invite.test-setup.ts';

const { accept, invitationTokenFor, invite, NEW_PASSWORD } = useStaffInviteApp();

describe('inviting a contractor user', () => {
  it('creates the user without a password and e-mails a one-time link through the outbox', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    const res = await invite(roofer.id, { name: 'Sam Shingle', email: 'Sam@Chinook.example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      reinvited: false,
      user: { name: 'Sam Shingle', email: 'sam@chinook.example.com' },
    });
    const [user] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'sam@chinook.example.com'));
    expect(user).toMatchObject({ role: 'contractor', contractorId: roofer.id, passwordHash: null });

    const [email] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'sam@chinook.example.com'));
    expect(email?.template).toBe('staff_invite');
    expect(email?.subject).toBe('Your RoofBid contractor account for Chinook Roofing');
    // One greeting style (issue #22 item 6): the first name, as every e-mail greets.
    expect(email?.textBody).toContain('Hi Sam,');
    expect(email?.textBody).not.toContain('Sam Shingle');
    // The token is in the e-mail only: stored hashed, hidden from the e-mail log's variables.
    const token = await invitationTokenFor('sam@chinook.example.com');
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(email?.variables)).not.toContain(token);
    const [stored] = await database.db.select().from(passwordTokens);
    expect(stored).toMatchObject({ purpose: 'invite', staffUserId: user!.id, usedAt: null });
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.expiresAt.toISOString()).toBe('2026-11-28T12:00:00.000Z');

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.invited'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'staff_user', entityId: user!.id });

    // Without a password nobody signs in as the invited user.
    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'sam@chinook.example.com', password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The list shows the user as invited.
    const row = (await admin('GET', '/api/admin/contractors')).json().data[0];
    expect(row.users).toEqual([
      expect.objectContaining({ email: 'sam@chinook.example.com', invited: true }),
    ]);
  });

  it('the link sets the password once, signs in a contractor session and says /contractor', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await invite(roofer.id, { name: 'Sam Shingle', email: 'sam@chinook.example.com' });
    const token = (await invitationTokenFor('sam@chinook.example.com'))!;

    const res = await accept({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      redirectTo: '/contractor',
      staff: { email: 'sam@chinook.example.com', role: 'contractor', name: 'Sam Shingle' },
    });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('rb_staff_session=');
    const whoami = await app.inject({
      method: 'GET',
      url: '/api/test/contractor-whoami',
      headers: { cookie },
    });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toMatchObject({ contractorId: roofer.id, name: 'Sam Shingle' });
    // An admin route stays closed to the contractor's session.
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/admin/contractors',
      headers: { cookie },
    });
    expect(adminList.statusCode).toBe(403);

    // A second use is refused and changes nothing.
    const again = await accept({ token, password: 'another password here' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(INVITE_LINK_INVALID);
    expect(again.cookies).toHaveLength(0);
    await expect(signIn(app, 'staff', 'sam@chinook.example.com', NEW_PASSWORD)).resolves.toContain(
      'rb_staff_session',
    );
    await expect(
      signIn(app, 'staff', 'sam@chinook.example.com', 'another password here'),
    ).rejects.toThrow();
    expect(
      (await database.db.select().from(auditLog)).filter(
        (a) => a.action === 'staff.invite_accepted',
      ),
    ).toHaveLength(1);
    // The list now shows the user as joined.
    const row = (await admin('GET', '/api/admin/contractors')).json().data[0];
    expect(row.users[0]).toMatchObject({ invited: false });
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await invite(roofer.id, { name: 'Sam Shingle', email: 'sam@chinook.example.com' });
    const token = (await invitationTokenFor('sam@chinook.example.com'))!;
    const answers = await Promise.all([
      accept({ token, password: NEW_PASSWORD }),
      accept({ token, password: 'the other tab password' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const password = winner === answers[0] ? NEW_PASSWORD : 'the other tab password';
    await expect(signIn(app, 'staff', 'sam@chinook.example.com', password)).resolves.toContain(
      'rb_staff_session',
    );
  });

  it('refuses an expired link, a made-up one and a short password', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await invite(roofer.id, { name: 'Sam Shingle', email: 'sam@chinook.example.com' });
    const token = (await invitationTokenFor('sam@chinook.example.com'))!;

    const short = await accept({ token, password: 'short' });
    expectFieldErrors(short, { password: STAFF_PASSWORD_LENGTH_MESSAGE });
    expect((await accept({ token: 'x'.repeat(43), password: NEW_PASSWORD })).statusCode).toBe(400);

    clock.advance(7 * 24 * 3_600_000 + 1);
    const late = await accept({ token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(INVITE_LINK_INVALID);
    const [user] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.role, 'contractor'));
    expect(user?.passwordHash).toBeNull();
  });

  it('re-invites a person who has not set a password: a new link, the old one stops working', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await invite(roofer.id, { name: 'Sam', email: 'sam@chinook.example.com' });
    const first = (await invitationTokenFor('sam@chinook.example.com'))!;
    const res = await invite(roofer.id, { name: 'Sam Shingle', email: 'sam@chinook.example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reinvited: true, user: { name: 'Sam Shingle' } });
    const second = (await invitationTokenFor('sam@chinook.example.com'))!;
    expect(second).not.toBe(first);
    expect(await rowCount(database, staffUsers)).toBe(2); // the admin and Sam

    expect((await accept({ token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await accept({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(
      (await database.db.select().from(auditLog)).filter((a) => a.action === 'staff.reinvited'),
    ).toHaveLength(1);
  });

  it('refuses an e-mail address that belongs to somebody else with 409, storing nothing', async () => {
    const chinook = await createContractor(database, 'Chinook Roofing');
    const other = await createContractor(database, 'Other Roofing');
    await createStaff(database, 'sales@roofbid.ca', 'sales');
    await createStaff(database, 'joined@chinook.example.com', 'contractor', chinook.id);
    await invite(other.id, { name: 'Pat', email: 'pat@other.example.com' });
    const outboxBefore = await rowCount(database, emailOutbox);
    const tokensBefore = await rowCount(database, passwordTokens);

    const staff = await invite(chinook.id, { name: 'Sales', email: 'Sales@RoofBid.ca' });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this e-mail address already exists',
      fields: { email: 'An account with this e-mail address already exists' },
    });
    // Another company's invited user.
    expect(
      (await invite(chinook.id, { name: 'Pat', email: 'pat@other.example.com' })).statusCode,
    ).toBe(409);
    // Somebody who already joined.
    const joined = await invite(chinook.id, { name: 'J', email: 'joined@chinook.example.com' });
    expect(joined.statusCode).toBe(409);
    expect(joined.json().error.message).toBe(
      'This person has already set a password and can sign in',
    );

    expect(await rowCount(database, emailOutbox)).toBe(outboxBefore);
    expect(await rowCount(database, passwordTokens)).toBe(tokensBefore);
  });

  it('refuses an invalid invitation with field errors, and an unknown contractor with 404', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    const bad = await invite(roofer.id, { name: ' ', email: 'nope' });
    expectFieldErrors(bad, {
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
    });
    const missing = await invite('00000000-0000-4000-8000-000000000000', {
      name: 'Sam',
      email: 'sam@example.com',
    });
    expect(missing.statusCode).toBe(404);
    expect(await rowCount(database, staffUsers)).toBe(1);
    expect(await rowCount(database, emailOutbox)).toBe(0);
  });
});
