import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponse } from '#shared/schemas/pricing.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { publicPricing } from './pricing.queries.ts';

export const pricingRoutes: FastifyPluginAsyncZod<{ reference: ReferenceData }> = async (
  app,
  { reference },
) => {
  app.get(
    '/api/pricing',
    { config: { access: 'public' }, schema: { response: { 200: pricingResponse } } },
    async () => publicPricing(await reference.prices()),
  );
};
