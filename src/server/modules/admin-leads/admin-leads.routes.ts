import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { centsToAmount } from '#shared/domain/money.ts';
import {
  adminLeadDetail,
  adminLeadPage,
  leadListQuery,
  leadPickerQuery,
  leadPickerResponse,
  leadStatsResponse,
  paymentOfferInput,
  paymentOfferResponse,
  updateLeadInput,
} from '#shared/schemas/admin/leads.ts';
import { orderCreatedResponse } from '#shared/schemas/admin/orders.ts';
import { idParams } from '#shared/schemas/common.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import {
  createManualOrder,
  leadAlreadyHasOrder,
  lockLeadWithoutOrder,
} from '../admin-orders/admin-orders.service.ts';
import { wonByConvertToSale } from '../pipeline-automation/lead-won.service.ts';
import { allLeads, findLeadWithFlags, listPickableLeads } from './admin-leads.queries.ts';
import {
  createPaymentOffer,
  editLead,
  leadDetail,
  leadPage,
  leadSummary,
  statsForDashboard,
} from './admin-leads.service.ts';
import { leadCsvHeader, leadCsvValues } from './lead-export.ts';
import { jobFromLead } from '../orders/order-data.ts';

const admin = { access: 'admin' } as const;

/** Leads (Unpaid) tab (SPEC.md §2): stats, the paged list, details, offers, conversion. */
export const adminLeadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  appUrl: string;
  reference: ReferenceData;
}> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  asAdmin.pagedList(
    '/api/admin/contact-submissions',
    { query: leadListQuery, page: adminLeadPage },
    (query) => leadPage(deps, query, query.page, query.pageSize),
  );

  app.get(
    '/api/admin/contact-submissions/stats',
    { config: admin, schema: { response: { 200: leadStatsResponse } } },
    () => statsForDashboard(deps),
  );

  asAdmin.rowById('GET', '/api/admin/contact-submissions/:id', adminLeadDetail, (id) =>
    leadDetail(deps, id),
  );

  asAdmin.bodyById(
    'PATCH',
    '/api/admin/contact-submissions/:id',
    { body: updateLeadInput, row: adminLeadDetail },
    (request, id, body) => editLead(deps, request, id, body),
  );

  asAdmin.bodyById(
    'POST',
    '/api/admin/contact-submissions/:id/payment-offer',
    { body: z.optional(z.nullable(paymentOfferInput)), row: paymentOfferResponse, status: 201 },
    (request, id, body) => createPaymentOffer(deps, request, id, body?.amount),
  );

  app.post(
    '/api/admin/contact-submissions/:id/convert',
    { config: admin, schema: { params: idParams, response: { 201: orderCreatedResponse } } },
    async (request, reply) => {
      const found = await findLeadWithFlags(deps.db, request.params.id);
      if (!found) throw notFound('Lead not found');
      if (found.paid || found.hasOrder) throw leadAlreadyHasOrder();
      const { lead } = found;
      const created = await createManualOrder(
        deps,
        request,
        {
          contactSubmissionId: lead.id,
          customerEmail: lead.email,
          customerName: lead.name,
          totalAmount: lead.finalPriceCents,
          ...jobFromLead(lead),
        },
        lockLeadWithoutOrder,
        // The sale moves the lead's pipeline row to won (issue #11 "Automation").
        wonByConvertToSale(lead.id, { staffUserId: request.staff?.id, ip: request.ip }),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/lead-picker',
    {
      config: admin,
      schema: { querystring: leadPickerQuery, response: { 200: leadPickerResponse } },
    },
    async (request) => ({
      data: (await listPickableLeads(deps.db, request.query.search)).map((lead) => ({
        ...leadSummary(lead),
        message: lead.message,
        finalPrice: centsToAmount(lead.finalPriceCents),
      })),
    }),
  );

  asAdmin.csvExport('/api/admin/export/leads.csv', leadListQuery, async (query, reply) => {
    const [options, now] = [await deps.reference.dropdownOptions(), deps.clock.now()];
    return sendCsv(reply, 'roofbid-leads.csv', leadCsvHeader, allLeads(deps.db, query), (row) =>
      leadCsvValues(row, options, now),
    );
  });
};
