import type { ValidateCouponResponse } from '#shared/schemas/coupon.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export const useValidateCoupon = () =>
  useAction(({ couponCode, basePrice }: { couponCode: string; basePrice: number }) =>
    apiRequest<ValidateCouponResponse>('POST', '/api/validate-coupon', { couponCode, basePrice }),
  );
