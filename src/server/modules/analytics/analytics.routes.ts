import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '#shared/schemas/common.ts';
import {
  analyticsEventInput,
  analyticsQuery,
  analyticsReport,
  pageViewInput,
} from '#shared/schemas/analytics.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import {
  recordPageView,
  recordQuoteStarted,
  type AnalyticsCeilings,
  type Intake,
} from './analytics-intake.service.ts';
import { analyticsReportFor, type AnalyticsDeps } from './analytics.service.ts';

/** Once a day per kind: the first event past the ceiling says so; the sender is told nothing. */
function warnAtCeiling(log: FastifyBaseLogger, event: string, result: Intake, ceiling: number) {
  if (result.ceilingJustReached) {
    log.warn({ event, ceiling }, 'analytics daily ceiling reached: further events are not stored');
  }
}

/**
 * First-party page_view events (SPEC.md §2); no third-party analytics script. Past the day's
 * ceiling an event is answered 204 like any other and not stored.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<
  AnalyticsDeps & { limits: RateLimits; ceilings: AnalyticsCeilings }
> = async (app, deps) => {
  const { db, clock, limits, ceilings } = deps;
  app.post(
    '/api/analytics/page-view',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'pageView') },
      schema: { body: pageViewInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      const result = await recordPageView(db, request.body, clock.now(), ceilings);
      warnAtCeiling(request.log, 'page_view', result, ceilings.page_view);
      return reply.status(204).send(null);
    },
  );

  // The one funnel step only the browser sees: the first touch of the /get-quote form.
  app.post(
    '/api/analytics/event',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'pageView') },
      schema: { body: analyticsEventInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      const result = await recordQuoteStarted(db, request.body.visitId, clock.now(), ceilings);
      warnAtCeiling(request.log, 'quote_started', result, ceilings.quote_started);
      return reply.status(204).send(null);
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
