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
import { idParams } from '#shared/schemas/common.ts';
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

  app.get(
    '/api/admin/emails',
    { config: admin, schema: { querystring: emailLogQuery, response: { 200: emailLogPage } } },
    (request) => emailLog(deps, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/admin/emails/:id',
    { config: admin, schema: { params: idParams, response: { 200: emailDetailResponse } } },
    (request) => emailDetail(deps, request.params.id),
  );

  app.get(
    '/api/admin/customers',
    {
      config: admin,
      schema: {
        querystring: z.object({ ...pageQuery, search: searchText }),
        response: { 200: adminCustomerPage },
      },
    },
    (request) =>
      customerPage(deps, request.query.search, request.query.page, request.query.pageSize),
  );
};
