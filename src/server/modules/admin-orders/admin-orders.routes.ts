import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminBid,
  adminBidsResponse,
  createBidInput,
  updateBidInput,
} from '#shared/schemas/admin/bids.ts';
import {
  adminOrderDetail,
  adminOrderPage,
  createCustomerOrderInput,
  orderCreatedResponse,
  orderListQuery,
  updateOrderInput,
} from '#shared/schemas/admin/orders.ts';
import { idParams, noContent } from '#shared/schemas/common.ts';
import { optionLabel, orderStatusLabels, yesNo } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { feeLines } from '#shared/domain/order-standing.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../csv.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import {
  checkOrderOptions,
  createManualOrder,
  editOrder,
  exportedOrders,
  lockLeadWithoutOrder,
  orderDetail,
  orderPage,
  type OptionValues,
} from './admin-orders.service.ts';
import { addBid, editBid, listOrderBids, removeBid } from './bids.service.ts';
import type { OrderCustomerDeps } from './order-customer.service.ts';
import type { ReferenceData } from '../reference/reference-data.ts';

const admin = { access: 'admin' } as const;

const orderCsvHeader = [
  'Order number',
  'Status',
  'Standing',
  'Paid',
  'Customer',
  'E-mail',
  'Amount',
  'Currency',
  'Fees',
  'Payment method',
  'Project type',
  'Budget',
  'Urgency',
  'Bids',
  'Created',
];

// A spreadsheet reads a calendar day in UTC, the way the export's other dates are written.
const csvDay = (iso: string) => iso.slice(0, 10);

/** Customers (Paid) tab: orders, manual orders and contractor bids (SPEC.md §7, admin). */
export const adminOrderRoutes: FastifyPluginAsyncZod<
  {
    db: Db;
    clock: Clock;
    emailQueued: () => void;
    reference: ReferenceData;
    optionValues: OptionValues;
  } & OrderCustomerDeps
> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  asAdmin.pagedList('/api/admin/orders', { query: orderListQuery, page: adminOrderPage }, (q) =>
    orderPage(deps, q, q.page, q.pageSize),
  );

  asAdmin.rowById('GET', '/api/admin/orders/:id', adminOrderDetail, (id) => orderDetail(deps, id));

  asAdmin.bodyById(
    'PUT',
    '/api/admin/orders/:id',
    { body: updateOrderInput, row: adminOrderDetail },
    (request, id, body) => editOrder(deps, request, id, body),
  );

  app.post(
    '/api/admin/create-customer-order',
    {
      config: admin,
      schema: { body: createCustomerOrderInput, response: { 201: orderCreatedResponse } },
    },
    async (request, reply) => {
      const { selectedLeadId, ...fields } = request.body;
      checkOrderOptions(await deps.optionValues(), fields);
      const created = await createManualOrder(
        deps,
        request,
        { ...fields, contactSubmissionId: selectedLeadId },
        lockLeadWithoutOrder,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/seller-bids',
    {
      config: admin,
      schema: {
        querystring: z.object({ orderId: z.uuid('Choose an order') }),
        response: { 200: adminBidsResponse },
      },
    },
    async (request) => ({ data: await listOrderBids(deps, request.query.orderId) }),
  );

  app.post(
    '/api/admin/seller-bids',
    { config: admin, schema: { body: createBidInput, response: { 201: adminBid } } },
    async (request, reply) => {
      const { orderId, ...fields } = request.body;
      return reply.status(201).send(await addBid(deps, request, orderId, fields));
    },
  );

  asAdmin.bodyById(
    'PUT',
    '/api/admin/seller-bids/:id',
    { body: updateBidInput, row: adminBid },
    (request, id, body) => editBid(deps, request, id, body),
  );

  app.delete(
    '/api/admin/seller-bids/:id',
    { config: admin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await removeBid(deps, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  asAdmin.csvExport('/api/admin/export/orders.csv', orderListQuery, async (query, reply) => {
    const options = await deps.reference.dropdownOptions();
    return sendCsv(
      reply,
      'roofbid-orders.csv',
      orderCsvHeader,
      exportedOrders(deps, query),
      // Statuses and options by their labels, "Yes"/"No": the words the Customers tab shows.
      (row) => [
        row.orderNumber,
        orderStatusLabels[row.status],
        row.standing,
        yesNo(row.paid),
        row.customerName,
        row.customerEmail,
        row.totalAmount,
        row.currency,
        feeLines(row.fees, { money: formatMoney, date: csvDay }).join('; '),
        row.paymentMethod,
        optionLabel('projectType', row.projectType, options),
        optionLabel('budget', row.budget, options),
        optionLabel('urgency', row.urgency, options),
        row.bidCount,
        row.createdAt,
      ],
    );
  });
};
