import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../../db/client.ts';
import { outageNotice } from '../../outage-notice.ts';
import { errorBody } from '../../plugins/error-handler.ts';

/** Liveness (the process answers) and readiness (the database answers, not shutting down). */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Db; isShuttingDown: () => boolean },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // A load balancer asks every few seconds: one line when the database goes, one when it is back.
  const database = outageNotice(app.log, {
    failed: 'readiness check: database unreachable',
    recovered: 'readiness check: database reachable again',
  });

  app.get('/readyz', async (_request, reply) => {
    if (opts.isShuttingDown()) {
      return reply.status(503).send(errorBody('NOT_READY', 'Shutting down'));
    }
    try {
      await ping(opts.db);
      database.worked();
      return { status: 'ready' };
    } catch (err) {
      database.failed(err);
      return reply.status(503).send(errorBody('NOT_READY', 'Database unreachable'));
    }
  });
}
