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
import { AppError } from '../../errors.ts';
import { checkoutBrowserHash, rememberCheckoutBrowser } from './checkout-browser.ts';
import { bodyText, limitBy, limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import { siteUrlFor } from '../../plugins/site-url.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import {
  abandonCheckout,
  PROVIDER_RETRY_AFTER_S,
  verifyCheckout,
} from './checkout-session.service.ts';
import { getCheckoutQuote, startCheckout } from './checkout.service.ts';
import { emailPayLaterLink } from './pay-later.service.ts';
import { createSessionChecks } from './session-checks.ts';

const submissionParams = z.object({ submissionId: z.uuid('No submission found') });

export const checkoutRoutes: FastifyPluginAsyncZod<
  CheckoutDeps & { limits: RateLimits; production: boolean }
> = async (app, deps) => {
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
        siteUrlFor(request, deps.appUrl, deps.production),
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

  const sessionChecks = createSessionChecks(deps.clock);
  app.get(
    '/api/checkout-session/:sessionId',
    {
      // Anonymous, and an open session's check may call the provider: limited per address and
      // per session from any address (the id is well-formed by then: params are checked first).
      config: {
        access: 'public',
        rateLimit: [
          limitBy(deps.limits, 'checkoutSession'),
          limitPer(
            deps.limits,
            'checkoutSessionId',
            (r) => (r.params as { sessionId: string }).sessionId,
          ),
        ],
      },
      schema: { params: checkoutSessionParams, response: { 200: checkoutSessionResponse } },
    },
    async (request, reply) => {
      try {
        return await verifyCheckout(
          deps,
          request.params.sessionId,
          checkoutBrowserHash(request),
          sessionChecks,
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_READY') {
          reply.header('retry-after', String(PROVIDER_RETRY_AFTER_S));
        }
        throw err;
      }
    },
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
