import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffLoginInput, staffMeResponse, successResponse } from '#shared/schemas/auth.ts';
import { unauthorized } from '../../errors.ts';
import { signedInStaff } from '../../plugins/auth.ts';
import type { RateLimits } from '../../plugins/rate-limit.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSession, startSession, type SessionDeps } from '../auth/sessions.ts';
import { claimSignInAttempt } from '../auth/sign-in-throttle.ts';
import { findStaffByEmail, recordStaffLogin, type StaffUser } from './staff.queries.ts';

const me = (staff: StaffUser) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});

let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

/**
 * Staff sign-in for /admin and /pipeline (DECISIONS.md §2): real accounts checked by the server,
 * a session cookie of their own, nothing secret in the browser bundle.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod<SessionDeps & { limits: RateLimits }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/staff/login',
    {
      // Limited inside: the sign-in throttle counts failed attempts only.
      config: { access: 'public' },
      schema: { body: staffLoginInput, response: { 200: staffMeResponse } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const staff = await findStaffByEmail(deps.db, email);
      const attempt = await claimSignInAttempt(deps, reply, {
        kind: 'staff',
        email,
        ip: request.ip,
        accountId: staff?.id,
      });
      const usable = staff?.isActive && staff.passwordHash;
      const valid = usable
        ? await verifyPassword(staff.passwordHash, password)
        : (await verifyPassword(await decoy(), password), false);
      const at = deps.clock.now();
      if (!staff || !valid) {
        await recordAudit(deps.db, {
          actorType: 'anonymous',
          action: 'staff.sign_in_failed',
          entityType: 'staff_user',
          entityId: staff?.id,
          details: { email },
          ip: request.ip,
          at,
        });
        attempt.failed();
        throw unauthorized('Invalid username or password.');
      }
      await attempt.succeeded();
      await startSession(deps, request, reply, { kind: 'staff', staffUserId: staff.id });
      await recordStaffLogin(deps.db, staff.id, at);
      await recordAudit(deps.db, {
        actorType: 'staff',
        actorId: staff.id,
        action: 'staff.sign_in',
        ip: request.ip,
        at,
      });
      return { success: true, staff: me(staff) };
    },
  );

  app.post(
    '/api/staff/logout',
    { config: { access: 'public' }, schema: { response: { 200: successResponse } } },
    async (request, reply) => {
      await endSession(deps, request, reply, 'staff');
      return { success: true };
    },
  );

  app.get(
    '/api/staff/me',
    { config: { access: 'staff' }, schema: { response: { 200: staffMeResponse } } },
    async (request) => ({ success: true, staff: me(signedInStaff(request)) }),
  );
};
