import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInviteInput, acceptInviteResponse } from '#shared/schemas/staff-invite.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { SessionDeps } from '../auth/sessions.ts';
import { acceptStaffInvite } from './staff-invite.service.ts';

/** The public end of an invitation: choose a password with the e-mailed link. */
export const staffInviteRoutes: FastifyPluginAsyncZod<
  SessionDeps & { limits: RateLimits }
> = async (app, deps) => {
  app.post(
    '/api/staff/accept-invite',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'acceptInvite') },
      schema: { body: acceptInviteInput, response: { 200: acceptInviteResponse } },
    },
    (request, reply) => acceptStaffInvite(deps, request, reply, request.body),
  );
};
