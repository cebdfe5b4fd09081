import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuctionDetail,
  adminAuctionPage,
  auctionListQuery,
  auctionSettingsInput,
  auctionSettingsResponse,
} from '#shared/schemas/admin/auctions.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import { readAuctionSettings } from '../auctions/auction-settings.ts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import {
  approveCompletion,
  auctionDetail,
  auctionPage,
  closeBiddingNow,
} from './admin-auctions.service.ts';
import { saveAuctionSettings } from './auction-settings.service.ts';

/** The admin Auctions tab (issue #10): list, detail, approval with refund, early close, timing. */
export const adminAuctionRoutes: FastifyPluginAsyncZod<CheckoutDeps> = async (app, deps) => {
  // Reading and "Close bidding now" are support work (admin and sales); approving a completion
  // sends money back and changing the timing changes every new auction: admins only.
  const asAdmin = routeShapes(app, 'admin');
  const asStaff = routeShapes(app, 'staff');
  asStaff.pagedList(
    '/api/admin/auctions',
    { query: auctionListQuery, page: adminAuctionPage },
    (query) => auctionPage(deps, query),
  );

  const detail = adminAuctionDetail;
  asStaff.rowById('GET', '/api/admin/auctions/:id', detail, (id) => auctionDetail(deps, id));
  asAdmin.rowById('POST', '/api/admin/auctions/:id/approve-completion', detail, (id, request) =>
    approveCompletion(deps, request, id),
  );
  asStaff.rowById('POST', '/api/admin/auctions/:id/close-bidding', detail, (id, request) =>
    closeBiddingNow(deps, request, id),
  );

  asAdmin.readAndSave(
    '/api/admin/settings/auction',
    { body: auctionSettingsInput, row: auctionSettingsResponse, readBy: 'staff' },
    () => readAuctionSettings(deps.db),
    (request, body) => saveAuctionSettings(deps, request, body),
  );
};
