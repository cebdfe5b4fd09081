import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqListResponse } from '#shared/schemas/faq.ts';
import type { Db } from '../../db/client.ts';
import { listActiveFaqEntries } from './faq.queries.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/faq',
    { config: { access: 'public' }, schema: { response: { 200: faqListResponse } } },
    async () => ({ data: await listActiveFaqEntries(db) }),
  );
};
