import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContractorPage,
  adminContractorRow,
  contractorInput,
  contractorListQuery,
} from '#shared/schemas/admin/contractors.ts';
import { idParams } from '#shared/schemas/common.ts';
import { pagedList, savedRows } from '../../plugins/route-shapes.ts';
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
  pagedList(
    app,
    '/api/admin/contractors',
    'admin',
    { query: contractorListQuery, page: adminContractorPage },
    (query) => listContractors(deps, query),
  );
  savedRows(
    app,
    '/api/admin/contractors',
    'admin',
    { body: contractorInput, row: adminContractorRow },
    (...save) => saveContractor(deps, ...save),
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
