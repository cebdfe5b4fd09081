import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '#shared/schemas/auth.ts';
import {
  recoveryCodesResponse,
  twoFactorCodeInput,
  twoFactorSetupInput,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '#shared/schemas/two-factor.ts';
import { signedInStaff } from '../../plugins/auth.ts';
import { limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import {
  confirmEnrolment,
  startEnrolment,
  turnOff,
  twoFactorStatus,
  type TwoFactorDeps,
} from './two-factor.service.ts';

/**
 * An admin's own two-step sign-in (docs/decisions/two-step-sign-in.md): set up an authenticator
 * app, confirm it with a code (the recovery codes are answered once), turn it off with a code.
 * The sign-in's code step is in staff-auth.routes.ts.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<
  TwoFactorDeps & { limits: RateLimits }
> = async (app, deps) => {
  const codeChecks = limitPer(deps.limits, 'twoFactorCode', (r) => r.staff?.id ?? r.ip);

  app.get(
    '/api/staff/two-factor',
    { config: { access: 'admin' }, schema: { response: { 200: twoFactorStatusResponse } } },
    (request) => twoFactorStatus(deps.db, signedInStaff(request).id),
  );

  app.post(
    '/api/staff/two-factor/setup',
    {
      config: { access: 'admin', rateLimit: codeChecks },
      schema: { body: twoFactorSetupInput, response: { 200: twoFactorSetupResponse } },
    },
    (request) => startEnrolment(deps, signedInStaff(request), request.body.password),
  );

  app.post(
    '/api/staff/two-factor/confirm',
    {
      config: { access: 'admin', rateLimit: codeChecks },
      schema: { body: twoFactorCodeInput, response: { 200: recoveryCodesResponse } },
    },
    (request) => confirmEnrolment(deps, request, signedInStaff(request).id, request.body.code),
  );

  app.post(
    '/api/staff/two-factor/disable',
    {
      config: { access: 'admin', rateLimit: codeChecks },
      schema: { body: twoFactorCodeInput, response: { 200: successResponse } },
    },
    (request) => turnOff(deps, request, signedInStaff(request).id, request.body.code),
  );
};
