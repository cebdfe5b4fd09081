import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auctionActionResponse,
  awardInput,
  customerAuctionDetail,
  customerAuctionsResponse,
  revealCheckoutResponse,
  revealPaymentResponse,
  revealSessionParams,
} from '#shared/schemas/customer-auctions.ts';
import { idParams } from '#shared/schemas/common.ts';
import { completionFields } from '#shared/schemas/customer-auctions.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import { siteUrlFor } from '../../plugins/site-url.ts';
import { awardBid, declineAuction } from './auction-decisions.service.ts';
import { documentedUploadForm } from '../files/upload-rules.ts';
import { completionUploads, submitCompletion, type CompletionDeps } from './completion.service.ts';
import { ownerAuctionDetail, ownerAuctions } from './customer-auctions.service.ts';
import { confirmRevealPayment, startRevealCheckout } from './reveal-checkout.service.ts';

const owner = (request: FastifyRequest) => ({
  customerId: signedInCustomer(request).id,
  ip: request.ip,
});

/** The homeowner's auctions: compare, reveal, decline, award, complete. Own orders only. */
export const customerAuctionRoutes: FastifyPluginAsyncZod<
  CompletionDeps & { production: boolean }
> = async (app, deps) => {
  const asCustomer = routeShapes(app, 'customer');
  const access = { access: 'customer' } as const;

  app.get(
    '/api/customer/auctions',
    { config: access, schema: { response: { 200: customerAuctionsResponse } } },
    async (request) => ({ data: await ownerAuctions(deps.db, owner(request).customerId) }),
  );

  app.get(
    '/api/customer/auctions/:id',
    { config: access, schema: { params: idParams, response: { 200: customerAuctionDetail } } },
    (request) =>
      ownerAuctionDetail(deps.db, owner(request).customerId, request.params.id, deps.clock.now()),
  );

  app.post(
    '/api/customer/auctions/:id/reveal-checkout',
    { config: access, schema: { params: idParams, response: { 200: revealCheckoutResponse } } },
    (request) =>
      startRevealCheckout(
        deps,
        owner(request),
        request.params.id,
        siteUrlFor(request, deps.appUrl, deps.production),
      ),
  );

  app.get(
    '/api/customer/auctions/:id/reveal-checkout/:sessionId',
    {
      config: access,
      schema: { params: revealSessionParams, response: { 200: revealPaymentResponse } },
    },
    (request) =>
      confirmRevealPayment(deps, owner(request), request.params.id, request.params.sessionId),
  );

  app.post(
    '/api/customer/auctions/:id/decline',
    { config: access, schema: { params: idParams, response: { 200: auctionActionResponse } } },
    (request) => declineAuction(deps, owner(request), request.params.id),
  );

  asCustomer.bodyById(
    'POST',
    '/api/customer/auctions/:id/award',
    { body: awardInput, row: auctionActionResponse },
    (request, id, body) => awardBid(deps, owner(request), id, body.bidId),
  );

  app.post(
    '/api/customer/auctions/:id/completion',
    {
      config: {
        ...access,
        multipart: true,
        openapi: {
          requestBody: {
            'multipart/form-data': {
              schema: documentedUploadForm(completionFields, completionUploads),
              description: 'The completion form: rating, review, the invoice and photos.',
            },
          },
        },
      },
      schema: { params: idParams, response: { 200: auctionActionResponse } },
    },
    (request) => submitCompletion(deps, request, owner(request), request.params.id),
  );
};
