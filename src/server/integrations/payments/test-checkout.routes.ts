import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  testCheckoutForm,
  testCheckoutParams,
  type TestCheckoutForm,
} from '#shared/schemas/checkout.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ProviderSession } from './provider.ts';
import { formatCardExpiry } from '#shared/domain/card-expiry.ts';
import {
  CARD_FORM_SCRIPT_PATH,
  cardFormScript,
  renderCheckoutPage,
  renderClosedPage,
} from './test-checkout-page.ts';
import { closeTestSession, findTestSession } from './test-checkout.queries.ts';
import { testId, toProviderSession } from './test-provider.ts';

export type TestCheckoutDeps = {
  db: Db;
  clock: Clock;
  /** What Stripe's webhook would trigger: fulfilment of the paid session. */
  onPaid: (session: ProviderSession) => Promise<unknown>;
  limits: RateLimits;
};

const HTML = 'text/html';
const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';

/** Why the card is refused, in the words a card form uses; undefined when it is approved. */
export function cardProblem(form: TestCheckoutForm, now: Date): string | undefined {
  const number = (form.card ?? '').replace(/[\s-]/g, '');
  // As the page shows it while typed: "1229" is "12/29" (card-expiry.ts); "12/2029" is not.
  const typedExpiry = form.expiry ?? '';
  const expiry =
    typedExpiry.replace(/\D/g, '').length <= 4
      ? /^(\d{2})\/(\d{2})$/.exec(formatCardExpiry(typedExpiry))
      : null;
  if (!/^\d{12,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!expiry) return "Your card's expiry date is incomplete.";
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (month < 1 || month > 12 || endOfMonth <= now)
    return "Your card's expiry date is in the past.";
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return "Your card's security code is incomplete.";
  if (!form.cardholder?.trim()) return 'Enter the name on the card.';
  if (number === DECLINED) return 'Your card was declined. Please try a different card.';
  if (number !== APPROVED)
    return 'Your card number is invalid. In test mode use 4242 4242 4242 4242.';
  return undefined;
}

/** The built-in test checkout's card page: behaves like Stripe Checkout, charges nothing. */
export const testCheckoutRoutes: FastifyPluginAsyncZod<TestCheckoutDeps> = async (app, deps) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: { type: (t: string) => unknown }) => reply.type('text/html; charset=utf-8');

  app.get(
    CARD_FORM_SCRIPT_PATH,
    {
      config: {
        openapi: {
          answers: {
            200: { description: "The card page's script", mediaTypes: ['text/javascript'] },
          },
        },
      },
    },
    (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(cardFormScript),
  );

  app.get(
    '/test-checkout/:id',
    {
      config: {
        openapi: {
          answers: {
            200: { description: 'The card form (or a closed session page)', mediaTypes: [HTML] },
            404: { description: 'No such checkout: a page saying so', mediaTypes: [HTML] },
          },
        },
      },
      schema: { params: testCheckoutParams },
    },
    async (request, reply) => {
      const session = await findTestSession(deps.db, request.params.id);
      html(reply.header('cache-control', 'no-store'));
      if (!session)
        return reply.status(404).send(renderClosedPage('This checkout link is not valid.'));
      const state = toProviderSession(session, deps.clock.now());
      if (state.paid) return reply.send(renderClosedPage('This checkout is already paid.'));
      if (state.status !== 'open')
        return reply.send(renderClosedPage('This checkout session has expired.'));
      return reply.send(renderCheckoutPage(session));
    },
  );

  // The form is checked like every other input (text fields without control characters); a
  // browser submitting the page always passes, since every field is plain text with a maxlength.
  // Declaring an access rule puts it through the app's cross-site check (plugins/auth.ts): a
  // page on another site cannot pay or cancel a checkout; this page posts to its own origin.
  app.post(
    '/test-checkout/:id',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(deps.limits, 'testCheckout'),
        openapi: {
          requestBody: {
            'application/x-www-form-urlencoded': {
              schema: testCheckoutForm,
              description: 'The card form, as the page posts it.',
            },
          },
          answers: {
            303: { description: 'Paid or cancelled: on to the success or cancel page' },
            402: {
              description: 'The card is refused: the form again, saying why',
              mediaTypes: [HTML],
            },
            410: { description: 'The session is closed: a page saying so', mediaTypes: [HTML] },
          },
        },
      },
      schema: { params: testCheckoutParams, body: testCheckoutForm },
    },
    async (request, reply) => {
      const session = await findTestSession(deps.db, request.params.id);
      html(reply.header('cache-control', 'no-store'));
      const now = deps.clock.now();
      if (!session || toProviderSession(session, now).status !== 'open') {
        return reply.status(410).send(renderClosedPage('This checkout session has expired.'));
      }
      const form = request.body;
      if (form.action === 'cancel') return reply.redirect(session.cancelUrl, 303);

      const problem = cardProblem(form, now);
      if (problem) return reply.status(402).send(renderCheckoutPage(session, problem, form));
      const paid = await closeTestSession(deps.db, session.id, 'complete', now, testId('pi'));
      if (paid) await deps.onPaid(toProviderSession(paid, now));
      return reply.redirect(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    },
  );
};
