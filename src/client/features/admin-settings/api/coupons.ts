import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { couponInput, couponRow } from '#shared/schemas/admin/content.ts';
import { recordsQuery, useSaveThenReload } from '../../../lib/resource-hooks.ts';

export type Coupon = z.infer<typeof couponRow>;
/** The form's values as typed (dollars, not cents): the server parses couponInput itself. */
export type CouponWrite = z.input<typeof couponInput>;

const ENDPOINT = '/api/admin/coupons';

export const couponsQuery = recordsQuery<Coupon>(ENDPOINT);

export const useCoupons = () => useQuery(couponsQuery);

export const useSaveCoupon = () => useSaveThenReload<CouponWrite, Coupon>(ENDPOINT);
