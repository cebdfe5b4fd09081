import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bidderProfileParams,
  contractorDirectory,
  contractorProfile,
} from '#shared/schemas/contractor-profile.ts';
import type { Db } from '../../db/client.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { bidderProfile } from './contractor-profiles.service.ts';

/**
 * Contractor profiles (issue #23, part 4): a bidder's profile for the auction's owner after the
 * reveal, and the public list of vetted companies /rate-contractor picks from (names only).
 */
export const contractorProfileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limits: RateLimits;
  reference: Pick<ReferenceData, 'contractorDirectory'>;
}> = async (app, deps) => {
  app.get(
    '/api/customer/auctions/:id/bids/:bidId/profile',
    {
      config: { access: 'customer' },
      schema: { params: bidderProfileParams, response: { 200: contractorProfile } },
    },
    (request) =>
      bidderProfile(deps.db, signedInCustomer(request).id, request.params.id, request.params.bidId),
  );

  app.get(
    '/api/contractors/directory',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'contractorList') },
      schema: { response: { 200: contractorDirectory } },
    },
    async (_request, reply) => {
      // Public names only; a company vetted a few minutes ago may wait that long to appear.
      reply.header('cache-control', 'public, max-age=300');
      return deps.reference.contractorDirectory();
    },
  );
};
