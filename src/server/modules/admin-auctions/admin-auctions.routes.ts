import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuctionDetail,
  adminAuctionPage,
  auctionListQuery,
  auctionSettingsInput,
  auctionSettingsResponse,
} from '#shared/schemas/admin/auctions.ts';
import { idParams } from '#shared/schemas/common.ts';
import { readAuctionSettings } from '../auctions/auction-settings.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import {
  approveCompletion,
  auctionDetail,
  auctionPage,
  closeBiddingNow,
} from './admin-auctions.service.ts';
import { saveAuctionSettings } from './auction-settings.service.ts';

// Reading and "Close bidding now" are support work (admin and sales); approving a completion
// sends money back and changing the timing changes every new auction: admins only.
const staff = { access: 'staff' } as const;
const admin = { access: 'admin' } as const;

/** The admin Auctions tab (issue #10): list, detail, approval with refund, early close, timing. */
export const adminAuctionRoutes: FastifyPluginAsyncZod<CheckoutDeps> = async (app, deps) => {
  app.get(
    '/api/admin/auctions',
    {
      config: staff,
      schema: { querystring: auctionListQuery, response: { 200: adminAuctionPage } },
    },
    (request) => auctionPage(deps, request.query),
  );

  app.get(
    '/api/admin/auctions/:id',
    { config: staff, schema: { params: idParams, response: { 200: adminAuctionDetail } } },
    (request) => auctionDetail(deps, request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/approve-completion',
    { config: admin, schema: { params: idParams, response: { 200: adminAuctionDetail } } },
    (request) => approveCompletion(deps, request, request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/close-bidding',
    { config: staff, schema: { params: idParams, response: { 200: adminAuctionDetail } } },
    (request) => closeBiddingNow(deps, request, request.params.id),
  );

  app.get(
    '/api/admin/settings/auction',
    { config: staff, schema: { response: { 200: auctionSettingsResponse } } },
    () => readAuctionSettings(deps.db),
  );

  app.put(
    '/api/admin/settings/auction',
    {
      config: admin,
      schema: { body: auctionSettingsInput, response: { 200: auctionSettingsResponse } },
    },
    (request) => saveAuctionSettings(deps, request, request.body),
  );
};
