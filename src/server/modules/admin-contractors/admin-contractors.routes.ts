import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContractorPage,
  adminContractorRow,
  contractorInput,
  contractorListQuery,
} from '#shared/schemas/admin/contractors.ts';
import { idParams } from '#shared/schemas/common.ts';
import { staffInviteInput, staffInviteResponse } from '#shared/schemas/staff-invite.ts';
import {
  inviteContractorUser,
  listContractors,
  saveContractor,
  type AdminContractorDeps,
} from './admin-contractors.service.ts';

// Admins only, reads included: the Contractors tab lives in /admin, and sales staff have no
// use for contractors' licence and insurance records.
const admin = { access: 'admin' } as const;

/** The admin's Contractors tab: the vetted companies that bid, and the people who sign in for them. */
export const adminContractorRoutes: FastifyPluginAsyncZod<AdminContractorDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/api/admin/contractors',
    {
      config: admin,
      schema: { querystring: contractorListQuery, response: { 200: adminContractorPage } },
    },
    (request) => listContractors(deps, request.query),
  );
  app.post(
    '/api/admin/contractors',
    { config: admin, schema: { body: contractorInput, response: { 201: adminContractorRow } } },
    async (request, reply) =>
      reply.status(201).send(await saveContractor(deps, request, undefined, request.body)),
  );
  app.put(
    '/api/admin/contractors/:id',
    {
      config: admin,
      schema: { params: idParams, body: contractorInput, response: { 200: adminContractorRow } },
    },
    (request) => saveContractor(deps, request, request.params.id, request.body),
  );
  app.post(
    '/api/admin/contractors/:id/invite',
    {
      config: admin,
      schema: { params: idParams, body: staffInviteInput, response: { 201: staffInviteResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteContractorUser(deps, request, request.params.id, request.body)),
  );
};
