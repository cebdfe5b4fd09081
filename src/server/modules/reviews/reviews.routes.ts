import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  publicReviewPage as publicReviewPageSchema,
  publicReviewQuery,
  ratingSummary,
  reviewInput,
  reviewReceived,
} from '#shared/schemas/review.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import { documentedUploadForm, invoiceUpload } from '../files/upload-rules.ts';
import { publicReviewPage, submitReview, type ReviewDeps } from './reviews.service.ts';

/**
 * POST /api/reviews: a homeowner's review, with its invoice when sent as a form; published only
 * after staff approve it. GET /api/reviews: the approved ones (/reviews).
 */
export const reviewRoutes: FastifyPluginAsyncZod<
  ReviewDeps & { siteRating: () => Promise<z.infer<typeof ratingSummary>> }
> = async (app, deps) => {
  app.post(
    '/api/reviews',
    {
      config: {
        access: 'public',
        multipart: true,
        openapi: {
          requestBody: {
            'multipart/form-data': {
              schema: documentedUploadForm(reviewInput, { invoice: invoiceUpload }),
              description:
                'The review form with its invoice (optional), or the same fields as JSON. ' +
                "Limited per address and per reviewer's e-mail.",
            },
            'application/json': { schema: reviewInput },
          },
        },
        // Per address here; per reviewer e-mail once the form is read (submitReview).
        rateLimit: limitBy(deps.limits, 'review'),
      },
      schema: {
        // JSON is checked here; a multipart form by receiveUpload() with the same schema.
        body: z.nullish(reviewInput),
        response: { 201: reviewReceived },
      },
    },
    async (request, reply) => reply.status(201).send(await submitReview(deps, request, reply)),
  );

  app.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: { querystring: publicReviewQuery, response: { 200: publicReviewPageSchema } },
    },
    (request) => publicReviewPage(deps.db, request.query),
  );

  app.get(
    '/api/reviews/rating',
    { config: { access: 'public' }, schema: { response: { 200: ratingSummary } } },
    () => deps.siteRating(),
  );
};
