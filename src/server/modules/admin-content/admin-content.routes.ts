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
  app.post(
    '/api/admin/faq',
    { config: admin, schema: { body: faqInput, response: { 201: adminFaqEntry } } },
    async (request, reply) =>
      reply.status(201).send(await saveFaq(deps, request, undefined, request.body)),
  );
  app.put(
    '/api/admin/faq/:id',
    {
      config: admin,
      schema: { params: idParams, body: faqInput, response: { 200: adminFaqEntry } },
    },
    (request) => saveFaq(deps, request, request.params.id, request.body),
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
  app.post(
    '/api/admin/dropdown-options',
    { config: admin, schema: { body: dropdownOptionInput, response: { 201: dropdownOptionRow } } },
    async (request, reply) =>
      reply.status(201).send(await saveDropdownOption(deps, request, undefined, request.body)),
  );
  app.put(
    '/api/admin/dropdown-options/:id',
    {
      config: admin,
      schema: { params: idParams, body: dropdownOptionInput, response: { 200: dropdownOptionRow } },
    },
    (request) => saveDropdownOption(deps, request, request.params.id, request.body),
  );

  app.get(
    '/api/admin/coupons',
    { config: admin, schema: { response: { 200: couponsResponse } } },
    async () => ({
      data: (await listCoupons(deps.db)).map(toCouponRow),
    }),
  );
  app.post(
    '/api/admin/coupons',
    { config: admin, schema: { body: couponInput, response: { 201: couponRow } } },
    async (request, reply) =>
      reply.status(201).send(await saveCoupon(deps, request, undefined, request.body)),
  );
  app.put(
    '/api/admin/coupons/:id',
    {
      config: admin,
      schema: { params: idParams, body: couponInput, response: { 200: couponRow } },
    },
    (request) => saveCoupon(deps, request, request.params.id, request.body),
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

  app.get(
    '/api/admin/reviews',
    { config: admin, schema: { querystring: reviewListQuery, response: { 200: reviewPage } } },
    (request) =>
      reviewPageFor(deps, request.query.status, request.query.page, request.query.pageSize),
  );
  app.patch(
    '/api/admin/reviews/:id',
    {
      config: admin,
      schema: { params: idParams, body: reviewStatusInput, response: { 200: reviewRow } },
    },
    (request) => setReviewStatus(deps, request, request.params.id, request.body.status),
  );
  app.post(
    '/api/admin/reviews/:id/verify',
    { config: admin, schema: { params: idParams, response: { 200: reviewRow } } },
    (request) => verifyReviewInvoice(deps, request, request.params.id),
  );

  app.get(
    '/api/admin/incomplete-payments',
    {
      config: admin,
      schema: { querystring: incompletePaymentQuery, response: { 200: incompletePaymentPage } },
    },
    (request) =>
      incompletePageFor(deps, request.query.status, request.query.page, request.query.pageSize),
  );
  app.patch(
    '/api/admin/incomplete-payments/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: incompletePaymentUpdate,
        response: { 200: incompletePaymentRow },
      },
    },
    (request) => editIncomplete(deps, request, request.params.id, request.body),
  );

  app.get(
    '/api/admin/audit-log',
    { config: admin, schema: { querystring: auditQuery, response: { 200: auditPage } } },
    (request) => auditPageFor(deps, request.query.page, request.query.pageSize),
  );
};
