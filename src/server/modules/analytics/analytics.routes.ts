import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redactUrl } from '#shared/domain/redact-url.ts';
import {
  analyticsEventInput,
  analyticsQuery,
  analyticsReport,
  pageViewInput,
} from '#shared/schemas/analytics.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import { insertPageView, recordAnalyticsEvent } from './analytics.queries.ts';
import { analyticsReportFor, type AnalyticsDeps } from './analytics.service.ts';

/** First-party page_view events (SPEC.md §2); no third-party analytics script. */
export const analyticsRoutes: FastifyPluginAsyncZod<
  AnalyticsDeps & { limits: RateLimits }
> = async (app, deps) => {
  const { db, clock, limits } = deps;
  app.post(
    '/api/analytics/page-view',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'pageView') },
      schema: { body: pageViewInput },
    },
    async (request, reply) => {
      // The browser strips secrets already; this holds for any other sender. The path and the
      // referrer can carry a query string too (a token or an e-mail from an e-mailed link).
      const { path, location, referrer } = request.body;
      const view = {
        ...request.body,
        path: redactUrl(path),
        location: redactUrl(location),
        referrer: referrer === undefined ? undefined : redactUrl(referrer),
      };
      await insertPageView(db, view, clock.now());
      return reply.status(204).send();
    },
  );

  // The one funnel step only the browser sees: the first touch of the /get-quote form.
  app.post(
    '/api/analytics/event',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'pageView') },
      schema: { body: analyticsEventInput },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(db, { name: request.body.name, occurredAt: clock.now() });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: { querystring: analyticsQuery, response: { 200: analyticsReport } },
    },
    (request) => analyticsReportFor(deps, request.query),
  );
};
