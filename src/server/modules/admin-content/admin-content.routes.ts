import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFaqEntry,
  adminFaqResponse,
  auditPage,
  auditQuery,
  couponInput,
  couponRow,
  couponsResponse,
  dropdownOptionInput,
  dropdownOptionRow,
  dropdownOptionsAdminResponse,
  faqReorderInput,
  incompletePaymentPage,
  incompletePaymentQuery,
  incompletePaymentRow,
  incompletePaymentUpdate,
  priceSettingsInput,
  priceSettingsResponse,
  reviewListQuery,
  reviewPage,
  reviewRow,
  reviewStatusInput,
} from '#shared/schemas/admin/content.ts';
import { idParams, noContent } from '#shared/schemas/common.ts';
import { faqInput } from '#shared/schemas/faq.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { bodyById, pagedList, rowById, savedRows } from '../../plugins/route-shapes.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { listCoupons, listDropdownOptions } from './admin-content.queries.ts';
import {
  allFaq,
  couponRow as toCouponRow,
  optionRow,
  removeFaq,
  reorderFaq,
  saveCoupon,
  saveDropdownOption,
  saveFaq,
  savePrices,
} from './admin-content.service.ts';
import {
  auditPageFor,
  editIncomplete,
  incompletePageFor,
  reviewPageFor,
  setReviewStatus,
  verifyReviewInvoice,
} from './admin-records.service.ts';

const admin = { access: 'admin' } as const;

/** The admin's managed lists: FAQ, dropdown options, coupons, prices, reviews, abandoned checkouts, audit log. */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  reference: ReferenceData;
}> = async (app, deps) => {
  app.get(
    '/api/admin/faq',
    { config: admin, schema: { response: { 200: adminFaqResponse } } },
    () => allFaq(deps),
  );
  savedRows(app, '/api/admin/faq', 'admin', { body: faqInput, row: adminFaqEntry }, (...save) =>
    saveFaq(deps, ...save),
  );
  app.delete(
    '/api/admin/faq/:id',
    { config: admin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeFaq(deps, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/faq/reorder',
    { config: admin, schema: { body: faqReorderInput, response: { 200: adminFaqResponse } } },
    (request) => reorderFaq(deps, request, request.body.ids),
  );

  app.get(
    '/api/admin/dropdown-options',
    { config: admin, schema: { response: { 200: dropdownOptionsAdminResponse } } },
    async () => ({ data: (await listDropdownOptions(deps.db)).map(optionRow) }),
  );
  savedRows(
    app,
    '/api/admin/dropdown-options',
    'admin',
    { body: dropdownOptionInput, row: dropdownOptionRow },
    (...save) => saveDropdownOption(deps, ...save),
  );

  app.get(
    '/api/admin/coupons',
    { config: admin, schema: { response: { 200: couponsResponse } } },
    async () => ({
      data: (await listCoupons(deps.db)).map(toCouponRow),
    }),
  );
  savedRows(app, '/api/admin/coupons', 'admin', { body: couponInput, row: couponRow }, (...save) =>
    saveCoupon(deps, ...save),
  );

  app.get(
    '/api/admin/settings/prices',
    { config: admin, schema: { response: { 200: priceSettingsResponse } } },
    () => readPriceSettings(deps.db),
  );
  app.put(
    '/api/admin/settings/prices',
    {
      config: admin,
      schema: { body: priceSettingsInput, response: { 200: priceSettingsResponse } },
    },
    (request) => savePrices(deps, request, request.body),
  );

  pagedList(app, '/api/admin/reviews', 'admin', { query: reviewListQuery, page: reviewPage }, (q) =>
    reviewPageFor(deps, q),
  );
  bodyById(
    app,
    'PATCH',
    '/api/admin/reviews/:id',
    'admin',
    { body: reviewStatusInput, row: reviewRow },
    (request, id, body) => setReviewStatus(deps, request, id, body.status),
  );
  rowById(app, 'POST', '/api/admin/reviews/:id/verify', 'admin', reviewRow, (id, request) =>
    verifyReviewInvoice(deps, request, id),
  );

  pagedList(
    app,
    '/api/admin/incomplete-payments',
    'admin',
    { query: incompletePaymentQuery, page: incompletePaymentPage },
    (q) => incompletePageFor(deps, q),
  );
  bodyById(
    app,
    'PATCH',
    '/api/admin/incomplete-payments/:id',
    'admin',
    { body: incompletePaymentUpdate, row: incompletePaymentRow },
    (request, id, body) => editIncomplete(deps, request, id, body),
  );

  pagedList(app, '/api/admin/audit-log', 'admin', { query: auditQuery, page: auditPage }, (q) =>
    auditPageFor(deps, q.page, q.pageSize),
  );
};
