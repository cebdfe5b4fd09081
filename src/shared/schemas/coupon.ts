import * as z from 'zod/mini';
import { cleanText, noControlCharacters } from './common.ts';
import { numbers, strings } from './fields.ts';

/** POST /api/validate-coupon. `basePrice` is accepted for the contract and ignored. */
export const validateCouponInput = z.object({
  couponCode: z
    .string({ error: 'Enter a coupon code' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a coupon code'),
      z.maxLength(40, 'Enter a coupon code'),
      noControlCharacters(),
    ),
  basePrice: z.optional(z.union([z.number().check(z.minimum(0), z.maximum(1e9)), cleanText(20)])),
});

export const validateCouponResponse = z.object({
  valid: z.boolean(),
  ...numbers('discountedPrice', 'discountedPriceCents'),
  ...strings('couponCode', 'message'),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;
