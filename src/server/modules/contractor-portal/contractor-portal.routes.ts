import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, noContent } from '#shared/schemas/common.ts';
import {
  contractorAuctionResponse,
  contractorAuctionsQuery,
  contractorAuctionsResponse,
  contractorBid,
  contractorBidInput,
  contractorMeResponse,
  myBidsResponse,
} from '#shared/schemas/contractor-bids.ts';
import { signedInContractor, signedInStaff } from '../../plugins/auth.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import {
  auctionDetail,
  changeBid,
  contractorMe,
  myBids,
  openAuctions,
  submitBid,
  withdrawBid,
  type PortalDeps,
} from './contractor-portal.service.ts';

const contractor = { access: 'contractor' } as const;

/** The contractor portal's API (issue #10): open auctions in my area, my bids. */
export const contractorPortalRoutes: FastifyPluginAsyncZod<PortalDeps> = async (app, deps) => {
  const asContractor = routeShapes(app, 'contractor');
  const userOf = (request: Parameters<typeof signedInContractor>[0]) => ({
    ...signedInContractor(request),
    ip: request.ip,
  });

  app.get(
    '/api/contractor/me',
    { config: contractor, schema: { response: { 200: contractorMeResponse } } },
    (request) => contractorMe(deps, { ...userOf(request), email: signedInStaff(request).email }),
  );

  app.get(
    '/api/contractor/auctions',
    {
      config: contractor,
      schema: {
        querystring: contractorAuctionsQuery,
        response: { 200: contractorAuctionsResponse },
      },
    },
    (request) =>
      openAuctions(
        deps,
        userOf(request).contractorId,
        request.query.page,
        request.query.pageSize,
        request.query.sort,
      ),
  );

  app.get(
    '/api/contractor/auctions/:id',
    {
      config: contractor,
      schema: { params: idParams, response: { 200: contractorAuctionResponse } },
    },
    (request) => auctionDetail(deps, userOf(request).contractorId, request.params.id),
  );

  asContractor.bodyById(
    'POST',
    '/api/contractor/auctions/:id/bids',
    { body: contractorBidInput, row: contractorBid, status: 201 },
    (request, id, body) => submitBid(deps, userOf(request), id, body),
  );

  asContractor.bodyById(
    'PUT',
    '/api/contractor/bids/:id',
    { body: contractorBidInput, row: contractorBid },
    (request, id, body) => changeBid(deps, userOf(request), id, body),
  );

  app.delete(
    '/api/contractor/bids/:id',
    { config: contractor, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await withdrawBid(deps, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/contractor/bids',
    { config: contractor, schema: { response: { 200: myBidsResponse } } },
    (request) => myBids(deps, userOf(request).contractorId),
  );
};
