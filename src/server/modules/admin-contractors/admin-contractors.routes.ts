import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContractorPage,
  adminContractorRow,
  contractorInput,
  contractorListQuery,
} from '#shared/schemas/admin/contractors.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
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
  const asAdmin = routeShapes(app, 'admin');
  asAdmin.pagedList(
    '/api/admin/contractors',
    { query: contractorListQuery, page: adminContractorPage },
    (query) => listContractors(deps, query),
  );
  asAdmin.savedRows(
    '/api/admin/contractors',
    { body: contractorInput, row: adminContractorRow },
    (...save) => saveContractor(deps, ...save),
  );
  asAdmin.bodyById(
    'POST',
    '/api/admin/contractors/:id/invite',
    { body: staffInviteInput, row: staffInviteResponse, status: 201 },
    (request, id, body) => inviteContractorUser(deps, request, id, body),
  );
};
