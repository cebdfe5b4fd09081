import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateTableInput, estimateTableResponse } from '#shared/schemas/estimate.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { readEstimateTable } from './estimate-table.ts';
import { saveEstimateTable } from './estimate.service.ts';

/** The instant estimate's cost table (issue #12): public to read, admins edit it. */
export const estimateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  reference: ReferenceData;
}> = async (app, deps) => {
  // The same small table for every visitor of /get-quote, and nothing personal in it: browsers
  // and proxies may keep it for a few minutes (an admin's edit shows within that time).
  app.get(
    '/api/estimate-table',
    { config: { access: 'public' }, schema: { response: { 200: estimateTableResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return deps.reference.estimateTable();
    },
  );

  routeShapes(app, 'admin').readAndSave(
    '/api/admin/settings/estimate',
    { body: estimateTableInput, row: estimateTableResponse },
    () => readEstimateTable(deps.db),
    async (request, body) => {
      const saved = await saveEstimateTable(deps, request, body);
      // /get-quote shows the new figures at once on this instance, within seconds on the others.
      deps.reference.invalidate();
      return saved;
    },
  );
};
