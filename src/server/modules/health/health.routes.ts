import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../../db/client.ts';
import { errorBody } from '../../plugins/error-handler.ts';

/** Liveness (the process answers) and readiness (the database answers, not shutting down). */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; isShuttingDown: () => boolean },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (opts.isShuttingDown()) {
      return reply.status(503).send(errorBody('NOT_READY', 'Shutting down'));
    }
    try {
      await ping(opts.db);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unreachable');
      return reply.status(503).send(errorBody('NOT_READY', 'Database unreachable'));
    }
  });
}
