import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, STAFF_PASSWORD_LENGTH_MESSAGE } from '#shared/schemas/auth.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import { createContractor, createStaff, PASSWORD, signIn } from '../../test-support/accounts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { hashPassword } from '../auth/password.ts';
import { app, database, useStaffInviteApp } from './staff-invite.test-setup.ts';

const { accept, invitationTokenFor, invite, inviteRitaAsSales, NEW_PASSWORD } = useStaffInviteApp();

describe('staff passwords: 12 characters, and not a common or leaked one', () => {
  /** Sam's invitation to Chinook Roofing; the token of its link. */
  async function contractorInvitation() {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await invite(roofer.id, { name: 'Sam Shingle', email: 'sam@chinook.example.com' });
    return (await invitationTokenFor('sam@chinook.example.com'))!;
  }
  const samsPassword = async () =>
    (
      await database.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, 'sam@chinook.example.com'))
    )[0]?.passwordHash;

  it.each([
    ['password', STAFF_PASSWORD_LENGTH_MESSAGE],
    ['shingle roo', STAFF_PASSWORD_LENGTH_MESSAGE], // 11 characters
    ['Password123!', COMMON_PASSWORD_MESSAGE],
    ['QWERTY123456', COMMON_PASSWORD_MESSAGE],
    ['!!Football2026', COMMON_PASSWORD_MESSAGE],
    ['RoofBid2026!!', COMMON_PASSWORD_MESSAGE],
    ['111111111111', COMMON_PASSWORD_MESSAGE],
  ])('a contractor user cannot choose %j: the field says why', async (password, message) => {
    const token = await contractorInvitation();
    const res = await accept({ token, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: message },
    });
    expect(res.cookies).toHaveLength(0);
    expect(await samsPassword()).toBeNull();
    // The link still works with a good password.
    expect((await accept({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a sales person cannot choose Password123!', async () => {
    await inviteRitaAsSales();
    const token = (await invitationTokenFor('rita@roofbid.ca'))!;
    const weak = await accept({ token, password: 'Password123!' });
    expectFieldErrors(weak, { password: COMMON_PASSWORD_MESSAGE });
    expect((await accept({ token, password: 'rita sells roofs in red deer' })).statusCode).toBe(
      200,
    );
  });

  it('an account that already has a weak password still signs in', async () => {
    const roofer = await createContractor(database, 'Chinook Roofing');
    await createStaff(database, 'old@chinook.example.com', 'contractor', roofer.id);
    await database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword('password') })
      .where(eq(staffUsers.email, 'old@chinook.example.com'));
    await expect(signIn(app, 'staff', 'old@chinook.example.com', 'password')).resolves.toContain(
      'rb_staff_session',
    );
  });
});

describe('accepting invitations is rate limited', () => {
  it('allows a few attempts per address, then answers 429', async () => {
    const { app: limited } = await buildTestApp(database, { rateLimits: defaultRateLimits });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= defaultRateLimits.acceptInvite.max; i++) {
        statuses.push(
          (await accept({ token: 'y'.repeat(43), password: PASSWORD }, limited, '198.51.100.7'))
            .statusCode,
        );
      }
      expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
