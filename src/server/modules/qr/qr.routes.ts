import { createHash } from 'node:crypto';
import type * as QrCodeModule from 'qrcode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { noControlCharacters } from '#shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { AppError, notFound } from '../../errors.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import { findUsableOffer } from '../checkout/payments.queries.ts';
import { findLeadById } from '../leads/leads.queries.ts';
import { createQrRenderer, QrBusyError } from './qr-renderer.ts';

// Loaded with the first code drawn, not at start-up (npm run bench:startup).
let qrcode: Promise<typeof QrCodeModule> | undefined;
const loadQrCode = () => (qrcode ??= import('qrcode'));

// SPEC.md §7: the generator's codes are 300x300. Larger sizes are for print; past 600 pixels
// and 500 characters a code costs much more and is no easier to scan.
export const QR_MAX_SIZE = 600;
export const QR_MAX_DATA = 500;

const qrQuery = z.object({
  data: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .check(
      z.maxLength(QR_MAX_DATA, 'The address is too long for a QR code'),
      noControlCharacters(),
    ),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(QR_MAX_SIZE)), 300),
});

const contentTag = (content: string) =>
  `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

/**
 * QR codes made by the app itself (no third-party image service): the sales reps' generator
 * and the "pay on your phone" code of a quote request. Error correction level M.
 */
export const qrRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  appUrl: string;
  limits: RateLimits;
}> = async (app, deps) => {
  const renderer = createQrRenderer();
  app.addHook('onClose', () => renderer.close());

  app.get(
    '/api/qr-code.png',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(deps.limits, 'qrCode'),
        openapi: { answers: { 200: { description: 'The QR code', mediaTypes: ['image/png'] } } },
      },
      schema: { querystring: qrQuery },
    },
    async (request, reply) => {
      const { data, size } = request.query;
      // The image depends only on the query: a browser or a proxy that has it can keep it.
      const etag = contentTag(`${size}\n${data}`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let png: Buffer;
      try {
        png = await renderer.render(data, size);
      } catch (err) {
        if (!(err instanceof QrBusyError)) throw err;
        reply.header('retry-after', '5');
        throw new AppError('NOT_READY', 'Too many QR codes are being made; try again shortly', 503);
      }
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      return reply.type('image/png').send(png);
    },
  );

  app.get(
    '/api/contact/:id/payment-qr.svg',
    {
      config: {
        access: 'public',
        rateLimit: limitBy(deps.limits, 'paymentQr'),
        openapi: {
          answers: { 200: { description: 'The payment QR code', mediaTypes: ['image/svg+xml'] } },
        },
      },
      schema: {
        params: z.object({ id: z.uuid('No submission found') }),
        querystring: z.object({ offerId: z.optional(z.uuid('Invalid payment offer')) }),
      },
    },
    async (request, reply) => {
      const lead = await findLeadById(deps.db, request.params.id);
      if (!lead) throw notFound('No submission found');
      // A staff payment link's page shows the offer's amount: its code carries the same offer.
      const { offerId } = request.query;
      if (offerId && !(await findUsableOffer(deps.db, offerId, lead.id, deps.clock.now()))) {
        throw notFound('This payment link has expired or was already used');
      }
      const url = `${deps.appUrl}/payment-checkout?submissionId=${lead.id}${
        offerId ? `&offerId=${offerId}` : ''
      }`;
      const QRCode = await loadQrCode();
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
};
