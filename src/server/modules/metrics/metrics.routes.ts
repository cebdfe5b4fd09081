import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/error-handler.ts';
import type { AppMetrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token of an Authorization header, compared in constant time with `token`. */
export function holdsToken(header: string | undefined, token: string) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Digests have one length, so neither the comparison nor its failure tells the token's length.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Times every answer (one histogram observation in onResponse) and serves GET /metrics on the
 * app's own port to a scraper holding METRICS_TOKEN. Without a token it answers as for any
 * address the app does not have: metrics are never public (docs/decisions/metrics.md).
 * Called on the root instance before the routes, so the hook sees every route.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { metrics: AppMetrics; token: string | undefined },
) {
  const { metrics, token } = deps;
  const requestDone = metrics.requestDone;
  if (requestDone) {
    app.addHook('onResponse', async (request, reply) => {
      requestDone(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    });
  }

  app.get(
    '/metrics',
    {
      config: {
        openapi: {
          headers: [
            { name: 'Authorization', description: 'Bearer <METRICS_TOKEN>', required: true },
          ],
          answers: {
            200: {
              description: 'Prometheus text exposition format 0.0.4',
              mediaTypes: ['text/plain'],
            },
          },
        },
      },
      schema: {
        summary: 'Prometheus metrics',
        description:
          'For a Prometheus scraper holding METRICS_TOKEN; without METRICS_TOKEN configured it answers 404. A listener of its own (METRICS_PORT) serves the same without a token.',
      },
    },
    async (request, reply) => {
      const scrape = metrics.scrape;
      if (!token || !scrape) {
        return reply.status(404).send(errorBody('NOT_FOUND', `No route for GET /metrics`));
      }
      if (!holdsToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody('UNAUTHORIZED', 'A valid metrics token is required'));
      }
      const { contentType, text } = await scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    },
  );
}
