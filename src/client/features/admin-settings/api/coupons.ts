import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { couponInput, couponRow } from '#shared/schemas/admin/content.ts';
import { apiGet, apiSave } from '../../../lib/api-client.ts';

export type Coupon = z.infer<typeof couponRow>;
/** The form's values as typed (dollars, not cents): the server parses couponInput itself. */
export type CouponWrite = z.input<typeof couponInput>;

const ENDPOINT = '/api/admin/coupons';

export const couponsQuery = queryOptions({
  queryKey: [ENDPOINT],
  queryFn: () => apiGet<{ data: Coupon[] }>(ENDPOINT),
  select: (body) => body.data,
});

export const useCoupons = () => useQuery(couponsQuery);

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CouponWrite }) =>
      apiSave<Coupon>(ENDPOINT, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
}
