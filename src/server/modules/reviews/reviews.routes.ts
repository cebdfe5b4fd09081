import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { amountToCents } from '#shared/domain/money.ts';
import { reviewInput } from '#shared/schemas/review.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { bodyText, limitBy, limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import { insertReview } from './reviews.queries.ts';

/** POST /api/reviews: a homeowner's review; published only after staff approve it. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limits: RateLimits;
}> = async (app, deps) => {
  app.post(
    '/api/reviews',
    {
      config: {
        access: 'public',
        rateLimit: [
          limitBy(deps.limits, 'review'),
          limitPer(deps.limits, 'reviewEmail', (r) => bodyText(r, 'customerEmail').toLowerCase()),
        ],
      },
      schema: {
        body: reviewInput,
        response: { 201: z.object({ success: z.boolean(), id: z.string(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const invoiceAmountCents = body.invoiceAmount ? amountToCents(body.invoiceAmount) : undefined;
      if (body.invoiceAmount && invoiceAmountCents === undefined) {
        throw badRequest('Please correct the highlighted fields', {
          invoiceAmount: 'Enter an amount such as 12500 or 12,500.00',
        });
      }
      const { id } = await insertReview(deps.db, {
        customerName: body.customerName,
        customerEmail: body.customerEmail,
        contractorName: body.contractorName,
        projectType: body.projectType,
        rating: Number(body.rating),
        reviewText: body.reviewText,
        invoiceAmountCents,
        projectCompletedDate: body.projectCompletedDate,
        submittedAt: deps.clock.now(),
      });
      return reply.status(201).send({
        success: true,
        id,
        message: 'Review submitted successfully! Thank you for sharing your experience with us.',
      });
    },
  );
};
