import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  checkoutQuoteQuery,
  checkoutQuoteResponse,
  checkoutSessionParams,
  checkoutSessionResponse,
  createCheckoutInput,
  createCheckoutResponse,
  payLaterInput,
  payLaterResponse,
} from '#shared/schemas/checkout.ts';
import { checkoutBrowserHash, rememberCheckoutBrowser } from './checkout-browser.ts';
import { bodyText, limitBy, limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { abandonCheckout, verifyCheckout } from './checkout-session.service.ts';
import { getCheckoutQuote, startCheckout } from './checkout.service.ts';
import { emailPayLaterLink } from './pay-later.service.ts';

const submissionParams = z.object({ submissionId: z.uuid('No submission found') });

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutDeps & { limits: RateLimits }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/checkout/quote/:submissionId',
    {
      config: { access: 'public' },
      schema: {
        params: submissionParams,
        querystring: checkoutQuoteQuery,
        response: { 200: checkoutQuoteResponse },
      },
    },
    (request) => getCheckoutQuote(deps, request.params.submissionId, request.query.paymentOfferId),
  );

  app.post(
    '/api/create-checkout-session',
    {
      // Each call writes a payment row and opens a provider session.
      config: {
        access: 'public',
        rateLimit: [
          limitBy(deps.limits, 'checkout'),
          limitPer(deps.limits, 'checkoutLead', (r) => bodyText(r, 'contactSubmissionId')),
        ],
      },
      schema: { body: createCheckoutInput, response: { 200: createCheckoutResponse } },
    },
    (request, reply) =>
      startCheckout(
        deps,
        request.body,
        rememberCheckoutBrowser(request, reply, deps.secureCookies),
      ),
  );

  app.post(
    '/api/pay-later',
    {
      // Anonymous: each quote request is e-mailed once, and the address's count bounds the rest.
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'payLater') },
      schema: { body: payLaterInput, response: { 200: payLaterResponse } },
    },
    async (request) => {
      await emailPayLaterLink(deps, request.body.submissionId);
      return { success: true };
    },
  );

  app.get(
    '/api/checkout-session/:sessionId',
    {
      config: { access: 'public' },
      schema: { params: checkoutSessionParams, response: { 200: checkoutSessionResponse } },
    },
    (request) => verifyCheckout(deps, request.params.sessionId, checkoutBrowserHash(request)),
  );

  app.post(
    '/api/checkout-session/:sessionId/cancel',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'checkoutCancel') },
      schema: {
        params: checkoutSessionParams,
        response: {
          200: z.object({
            success: z.boolean(),
            paid: z.boolean(),
            submissionId: z.optional(z.string()),
          }),
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await abandonCheckout(deps, request.params.sessionId, 'cancelled')),
    }),
  );
};
