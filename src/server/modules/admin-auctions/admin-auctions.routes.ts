import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuctionDetail,
  adminAuctionPage,
  auctionListQuery,
  auctionSettingsInput,
  auctionSettingsResponse,
} from '#shared/schemas/admin/auctions.ts';
import { pagedList, rowById } from '../../plugins/route-shapes.ts';
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
  pagedList(
    app,
    '/api/admin/auctions',
    'staff',
    { query: auctionListQuery, page: adminAuctionPage },
    (query) => auctionPage(deps, query),
  );

  const detail = adminAuctionDetail;
  rowById(app, 'GET', '/api/admin/auctions/:id', 'staff', detail, (id) => auctionDetail(deps, id));
  rowById(
    app,
    'POST',
    '/api/admin/auctions/:id/approve-completion',
    'admin',
    detail,
    (id, request) => approveCompletion(deps, request, id),
  );
  rowById(app, 'POST', '/api/admin/auctions/:id/close-bidding', 'staff', detail, (id, request) =>
    closeBiddingNow(deps, request, id),
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
