import { useMutation } from '@tanstack/react-query';
import type { ValidateCouponResponse } from '#shared/schemas/coupon.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const useValidateCoupon = () =>
  useMutation({
    mutationFn: ({ couponCode, basePrice }: { couponCode: string; basePrice: number }) =>
      apiRequest<ValidateCouponResponse>('POST', '/api/validate-coupon', { couponCode, basePrice }),
  });
