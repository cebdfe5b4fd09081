import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewInput } from '#shared/schemas/analytics.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import { redactUrl } from '../../logger.ts';
import { insertPageView } from './analytics.queries.ts';

/** First-party page_view events (SPEC.md §2); no third-party analytics script. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limits: RateLimits;
}> = async (app, { db, clock, limits }) => {
  app.post(
    '/api/analytics/page-view',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'pageView') },
      schema: { body: pageViewInput },
    },
    async (request, reply) => {
      // The browser strips secrets from the location already; this holds for any other sender.
      const view = { ...request.body, location: redactUrl(request.body.location) };
      await insertPageView(db, view, clock.now());
      return reply.status(204).send();
    },
  );
};
