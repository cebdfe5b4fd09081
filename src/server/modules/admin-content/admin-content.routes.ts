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
import { routeShapes } from '../../plugins/route-shapes.ts';
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
  const asAdmin = routeShapes(app, 'admin');
  app.get(
    '/api/admin/faq',
    { config: admin, schema: { response: { 200: adminFaqResponse } } },
    () => allFaq(deps),
  );
  asAdmin.savedRows('/api/admin/faq', { body: faqInput, row: adminFaqEntry }, (...save) =>
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
  asAdmin.savedRows(
    '/api/admin/dropdown-options',
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
  asAdmin.savedRows('/api/admin/coupons', { body: couponInput, row: couponRow }, (...save) =>
    saveCoupon(deps, ...save),
  );

  asAdmin.readAndSave(
    '/api/admin/settings/prices',
    { body: priceSettingsInput, row: priceSettingsResponse },
    () => readPriceSettings(deps.db),
    (request, body) => savePrices(deps, request, body),
  );

  asAdmin.pagedList('/api/admin/reviews', { query: reviewListQuery, page: reviewPage }, (q) =>
    reviewPageFor(deps, q),
  );
  asAdmin.bodyById(
    'PATCH',
    '/api/admin/reviews/:id',
    { body: reviewStatusInput, row: reviewRow },
    (request, id, body) => setReviewStatus(deps, request, id, body.status),
  );
  asAdmin.rowById('POST', '/api/admin/reviews/:id/verify', reviewRow, (id, request) =>
    verifyReviewInvoice(deps, request, id),
  );

  asAdmin.pagedList(
    '/api/admin/incomplete-payments',
    { query: incompletePaymentQuery, page: incompletePaymentPage },
    (q) => incompletePageFor(deps, q),
  );
  asAdmin.bodyById(
    'PATCH',
    '/api/admin/incomplete-payments/:id',
    { body: incompletePaymentUpdate, row: incompletePaymentRow },
    (request, id, body) => editIncomplete(deps, request, id, body),
  );

  asAdmin.pagedList('/api/admin/audit-log', { query: auditQuery, page: auditPage }, (q) =>
    auditPageFor(deps, q.page, q.pageSize),
  );
};
