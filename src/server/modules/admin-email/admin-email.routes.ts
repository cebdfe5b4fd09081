import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminCustomerPage,
  emailDetail as emailDetailResponse,
  emailLogPage,
  emailLogQuery,
  emailVariablesQuery,
  emailVariablesResponse,
  sendCustomEmailInput,
} from '#shared/schemas/admin/email.ts';
import { pageQuery, searchText } from '#shared/schemas/admin/paging.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import {
  customerPage,
  emailDetail,
  emailLog,
  recipientValues,
  sendCustomEmail,
  type AdminEmailDeps,
} from './admin-email.service.ts';

const admin = { access: 'admin' } as const;

/** The Email Center: compose and send through the outbox, the sent-mail log, recent customers. */
export const adminEmailRoutes: FastifyPluginAsyncZod<AdminEmailDeps> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  app.post(
    '/api/admin/send-custom-email',
    {
      config: admin,
      schema: {
        body: sendCustomEmailInput,
        response: { 201: z.object({ success: z.boolean(), id: z.string(), status: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendCustomEmail(deps, request, request.body)),
  );

  app.get(
    '/api/admin/email-variables',
    {
      config: admin,
      schema: { querystring: emailVariablesQuery, response: { 200: emailVariablesResponse } },
    },
    async (request) => {
      const { values, known, templates } = await recipientValues(
        deps,
        request.query.recipient.toLowerCase(),
      );
      return { values: values as Record<string, string>, known, templates };
    },
  );

  asAdmin.pagedList('/api/admin/emails', { query: emailLogQuery, page: emailLogPage }, (q) =>
    emailLog(deps, q.page, q.pageSize),
  );

  asAdmin.rowById('GET', '/api/admin/emails/:id', emailDetailResponse, (id) =>
    emailDetail(deps, id),
  );

  asAdmin.pagedList(
    '/api/admin/customers',
    { query: z.object({ ...pageQuery, search: searchText }), page: adminCustomerPage },
    (q) => customerPage(deps, q.search, q.page, q.pageSize),
  );
};
