import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { dropdownOptionsResponse, leadCreatedResponse, leadInput } from '#shared/schemas/lead.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { bodyEmail, limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { createLead } from './leads.service.ts';

// One random key per visit of the form (a UUID): long enough that nobody can guess another's.
const idempotencyHeaders = z.object({
  'idempotency-key': z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[A-Za-z0-9_-]{32,100}$/,
          'Idempotency-Key must be 32-100 letters, digits, - or _',
        ),
      ),
  ),
});

export const leadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limits: RateLimits;
  reference: ReferenceData;
}> = async (app, deps) => {
  app.get(
    '/api/dropdown-options',
    { config: { access: 'public' }, schema: { response: { 200: dropdownOptionsResponse } } },
    async () => ({ data: await deps.reference.dropdownOptions() }),
  );

  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        rateLimit: [
          limitBy(deps.limits, 'leadSubmit'),
          limitBy(deps.limits, 'leadSubmitEmail', bodyEmail),
        ],
      },
      schema: {
        body: leadInput,
        headers: idempotencyHeaders,
        response: { 201: leadCreatedResponse },
      },
    },
    async (request, reply) => {
      const lead = await createLead(deps, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(lead);
    },
  );
};
