import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Clock } from '../../clock.ts';
import { findUsableOffer } from '../checkout/payments.queries.ts';
import { findLeadById } from '../leads/leads.queries.ts';

const qrQuery = z.object({
  data: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .check(z.maxLength(2000, 'The address is too long for a QR code')),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(100), z.maximum(1000)), 300),
});

/**
 * QR codes made by the app itself (no third-party image service): the sales reps' generator
 * and the "pay on your phone" code of a quote request. Error correction level M.
 */
export const qrRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; appUrl: string }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/qr-code.png',
    { config: { access: 'public' }, schema: { querystring: qrQuery } },
    async (request, reply) => {
      const png = await QRCode.toBuffer(request.query.data, {
        errorCorrectionLevel: 'M',
        width: request.query.size,
        margin: 2,
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );

  app.get(
    '/api/contact/:id/payment-qr.svg',
    {
      config: { access: 'public' },
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
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
};
