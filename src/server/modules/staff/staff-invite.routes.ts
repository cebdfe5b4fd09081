import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { acceptInviteInput, acceptInviteResponse } from '#shared/schemas/staff-invite.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import { checkedStaffPassword } from '../auth/common-passwords.ts';
import type { SessionDeps } from '../auth/sessions.ts';
import { acceptStaffInvite } from './staff-invite.service.ts';

// The shared schema, with the common-password check only the server can make.
const acceptInviteBody = z.extend(acceptInviteInput, { password: checkedStaffPassword });

/** The public end of an invitation: choose a password with the e-mailed link. */
export const staffInviteRoutes: FastifyPluginAsyncZod<
  SessionDeps & { limits: RateLimits }
> = async (app, deps) => {
  app.post(
    '/api/staff/accept-invite',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'acceptInvite') },
      schema: { body: acceptInviteBody, response: { 200: acceptInviteResponse } },
    },
    (request, reply) => acceptStaffInvite(deps, request, reply, request.body),
  );
};
