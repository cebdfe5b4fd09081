import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCouponInput, validateCouponResponse } from '#shared/schemas/coupon.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { limitBy, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { checkCoupon, describeCouponResult } from './coupons.service.ts';

export const couponRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limits: RateLimits;
  reference: ReferenceData;
}> = async (app, { db, clock, limits, reference }) => {
  app.post(
    '/api/validate-coupon',
    {
      config: { access: 'public', rateLimit: limitBy(limits, 'coupon') },
      schema: { body: validateCouponInput, response: { 200: validateCouponResponse } },
    },
    async (request) => {
      const prices = await reference.prices();
      const check = await checkCoupon(db, request.body.couponCode, clock.now());
      return describeCouponResult(check, prices.launchPriceCents, prices.currency);
    },
  );
};
