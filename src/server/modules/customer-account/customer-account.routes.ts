import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { customerBidsResponse, customerOrdersResponse } from '#shared/schemas/customer-account.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { customerBids, customerOrders } from './customer-account.service.ts';

/** A signed-in customer's own orders and bids, never anyone else's. */
export const customerAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/customer/orders',
    { config: { access: 'customer' }, schema: { response: { 200: customerOrdersResponse } } },
    async (request) => ({ data: await customerOrders(db, signedInCustomer(request).id) }),
  );

  app.get(
    '/api/customer-orders/:id',
    {
      config: { access: 'customer' },
      schema: {
        params: z.object({ id: z.uuid('Must be a valid id') }),
        response: { 200: customerOrdersResponse },
      },
    },
    async (request) => {
      const customer = signedInCustomer(request);
      if (request.params.id !== customer.id) throw forbidden('You can only see your own orders');
      return { data: await customerOrders(db, customer.id) };
    },
  );

  app.get(
    '/api/customer/bids',
    { config: { access: 'customer' }, schema: { response: { 200: customerBidsResponse } } },
    async (request) => ({ data: await customerBids(db, signedInCustomer(request).id) }),
  );
};
