import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContractorPage,
  adminContractorRow,
  contractorInput,
  contractorListQuery,
} from '#shared/schemas/admin/contractors.ts';
import { bodyById, pagedList, savedRows } from '../../plugins/route-shapes.ts';
import { staffInviteInput, staffInviteResponse } from '#shared/schemas/staff-invite.ts';
import {
  inviteContractorUser,
  listContractors,
  saveContractor,
  type AdminContractorDeps,
} from './admin-contractors.service.ts';

/**
 * The admin's Contractors tab: the vetted companies that bid, and the people who sign in for them.
 * Admins only, reads included: the tab lives in /admin, and sales staff have no use for
 * contractors' licence and insurance records.
 */
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
  bodyById(
    app,
    'POST',
    '/api/admin/contractors/:id/invite',
    'admin',
    { body: staffInviteInput, row: staffInviteResponse, status: 201 },
    (request, id, body) => inviteContractorUser(deps, request, id, body),
  );
};
