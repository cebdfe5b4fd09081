import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_SIGN_IN_REFUSED,
  staffLoginInput,
  staffMeResponse,
  successResponse,
} from '#shared/schemas/auth.ts';
import {
  SIGN_IN_EXPIRED,
  staffSignInResponse,
  TOO_MANY_WRONG_CODES,
  twoFactorCodeInput,
} from '#shared/schemas/two-factor.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { signedInStaff } from '../../plugins/auth.ts';
import type { RateLimits } from '../../plugins/rate-limit.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSession, startSession, type SessionDeps } from '../auth/sessions.ts';
import { claimSignInAttempt } from '../auth/sign-in-throttle.ts';
import {
  answerChallenge,
  askForCode,
  challengeOf,
  endChallenge,
} from '../two-factor/sign-in-challenge.ts';
import { hasTwoFactor, refusedCode } from '../two-factor/two-factor.service.ts';
import {
  findStaffByEmail,
  findStaffById,
  recordStaffLogin,
  type StaffUser,
} from './staff.queries.ts';

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
 * a session cookie of their own, nothing secret in the browser bundle. An admin who turned on
 * two-step sign-in also gives a code (docs/decisions/two-step-sign-in.md).
 */
export const staffAuthRoutes: FastifyPluginAsyncZod<SessionDeps & { limits: RateLimits }> = async (
  app,
  deps,
) => {
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    staff: StaffUser,
    details?: Record<string, unknown>,
  ) {
    const at = deps.clock.now();
    await startSession(deps, request, reply, { kind: 'staff', staffUserId: staff.id });
    await recordStaffLogin(deps.db, staff.id, at);
    await recordAudit(deps.db, {
      actorType: 'staff',
      actorId: staff.id,
      action: 'staff.sign_in',
      ip: request.ip,
      at,
      details,
    });
    return { success: true, staff: me(staff) };
  }

  app.post(
    '/api/staff/login',
    {
      // Limited inside: the sign-in throttle counts failed attempts only.
      config: { access: 'public' },
      schema: { body: staffLoginInput, response: { 200: staffSignInResponse } },
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
      if (!staff || !valid) {
        await recordAudit(deps.db, {
          actorType: 'anonymous',
          action: 'staff.sign_in_failed',
          entityType: 'staff_user',
          entityId: staff?.id,
          details: { email },
          ip: request.ip,
          at: deps.clock.now(),
        });
        attempt.failed();
        throw unauthorized(STAFF_SIGN_IN_REFUSED);
      }
      await attempt.succeeded();
      // The right password is not yet a session for an admin with two-step sign-in.
      if (await hasTwoFactor(deps.db, staff.id)) {
        await askForCode(deps, reply, staff.id);
        return { success: true, codeRequired: true as const };
      }
      return signedIn(request, reply, staff);
    },
  );

  app.post(
    '/api/staff/login/code',
    {
      // Limited inside: each code counts as a sign-in attempt of the account (the sign-in
      // throttle), and a challenge ends after five wrong codes.
      config: { access: 'public' },
      schema: { body: twoFactorCodeInput, response: { 200: staffMeResponse } },
    },
    async (request, reply) => {
      const challenge = await challengeOf(deps, request);
      const staff = challenge && (await findStaffById(deps.db, challenge.staffUserId));
      if (!challenge || !staff?.isActive) {
        endChallenge(reply);
        throw unauthorized(SIGN_IN_EXPIRED);
      }
      const attempt = await claimSignInAttempt(deps, reply, {
        kind: 'staff',
        email: staff.email,
        ip: request.ip,
        accountId: staff.id,
      });
      const outcome = await answerChallenge(deps, challenge, request.body.code);
      if (outcome === 'code' || outcome === 'recovery_code') {
        await attempt.succeeded();
        endChallenge(reply);
        return signedIn(request, reply, staff, { secondStep: outcome });
      }
      await recordAudit(deps.db, {
        actorType: 'anonymous',
        action: 'staff.sign_in_code_failed',
        entityType: 'staff_user',
        entityId: staff.id,
        details: { outcome },
        ip: request.ip,
        at: deps.clock.now(),
      });
      if (outcome === 'expired' || outcome === 'too_many') {
        endChallenge(reply);
        throw unauthorized(outcome === 'expired' ? SIGN_IN_EXPIRED : TOO_MANY_WRONG_CODES);
      }
      // A wrong code waits like a wrong password, even from a known address.
      attempt.failed();
      const message = refusedCode(outcome);
      throw new AppError('UNAUTHORIZED', message, 401, { code: message });
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
