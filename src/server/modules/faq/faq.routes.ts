import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqListResponse } from '#shared/schemas/faq.ts';
import type { Db } from '../../db/client.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { publicFaq } from './faq.service.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ db: Db; reference: ReferenceData }> = async (
  app,
  { db, reference },
) => {
  app.get(
    '/api/faq',
    { config: { access: 'public' }, schema: { response: { 200: faqListResponse } } },
    async () => ({ data: await publicFaq(db, reference) }),
  );
};
