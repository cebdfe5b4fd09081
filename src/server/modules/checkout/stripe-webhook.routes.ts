import type { FastifyPluginAsync } from 'fastify';
import { WebhookSignatureError } from '../../integrations/payments/provider.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { recordIncompleteCheckout } from './checkout-session.service.ts';
import { fulfilCheckout } from './fulfilment.service.ts';
import { findPaymentByReference } from './payments.queries.ts';

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sent, so this plugin scope parses
 * JSON bodies as raw Buffers. Answering non-2xx makes Stripe retry; that is what we want when our
 * database fails, and never for a bad signature.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<CheckoutDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const documented = {
    access: 'webhook',
    openapi: {
      requestBody: {
        'application/json': {
          schema: { type: 'string', description: 'A Stripe event, as Stripe sent it' },
          description:
            'The raw bytes of the Stripe event: the signature covers them exactly, so they are ' +
            'read unparsed.',
        },
      },
      headers: [
        {
          name: 'Stripe-Signature',
          required: true,
          description: "Stripe's signature of the body with the endpoint's signing secret.",
        },
      ],
      answers: {
        200: {
          description: 'Received',
          mediaTypes: ['application/json'],
          schema: {
            type: 'object',
            properties: { received: { const: true } },
            required: ['received'],
          },
        },
      },
    },
  } as const;

  app.post('/api/webhooks/stripe', { config: documented }, async (request, reply) => {
    if (deps.provider?.kind !== 'stripe') {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Stripe is not configured'));
    }
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = deps.provider.parseWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        request.log.warn('stripe webhook with a bad signature refused');
        return reply.status(400).send(errorBody('BAD_REQUEST', 'Invalid webhook signature'));
      }
      throw err;
    }

    if (event.kind === 'checkout.completed') {
      const result = await fulfilCheckout(deps, event.session);
      if (result.status === 'unknown') {
        request.log.warn({ sessionId: event.session.id }, 'paid session matches no payment');
      }
    } else if (event.kind === 'checkout.expired') {
      const payment = await findPaymentByReference(deps.db, event.session.id);
      if (payment) await recordIncompleteCheckout(deps, payment.id, 'expired');
    }
    return { received: true };
  });
};
