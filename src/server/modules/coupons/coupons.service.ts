import { normalizeCouponCode, priceWithCoupon, type CouponTerms } from '#shared/domain/coupon.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { findCouponByCode, type Coupon } from './coupons.queries.ts';

export type CouponCheck =
  | { valid: true; code: string; terms: CouponTerms; description: string }
  | { valid: false; code: string; reason: CouponRefusal; message: string };

export type CouponRefusal = 'unknown' | 'inactive' | 'expired' | 'used_up';

function termsOf(coupon: Coupon): CouponTerms {
  return coupon.kind === 'percent'
    ? { kind: 'percent', percentOff: coupon.percentOff ?? 0 }
    : { kind: 'fixed_price', finalPriceCents: coupon.finalPriceCents ?? 0 };
}

/** Whether a code can be used now, and why not. Codes match case-insensitively. */
export async function checkCoupon(db: Db, rawCode: string, now: Date): Promise<CouponCheck> {
  const code = normalizeCouponCode(rawCode);
  const coupon = await findCouponByCode(db, code);
  const refused = (reason: CouponRefusal, message: string): CouponCheck => ({
    valid: false,
    code,
    reason,
    message,
  });
  if (!coupon) return refused('unknown', 'This coupon code is not valid.');
  if (!coupon.isActive) return refused('inactive', 'This coupon is no longer active.');
  if (coupon.expiresAt && coupon.expiresAt <= now) {
    return refused('expired', 'This coupon has expired.');
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    return refused('used_up', 'This coupon has reached its usage limit.');
  }
  return { valid: true, code, terms: termsOf(coupon), description: coupon.description };
}

/** The answer of POST /api/validate-coupon, priced from the server's own base price. */
export function describeCouponResult(check: CouponCheck, baseCents: number, currency: string) {
  const priceCents = check.valid ? priceWithCoupon(baseCents, check.terms) : baseCents;
  return {
    valid: check.valid,
    couponCode: check.code,
    discountedPriceCents: priceCents,
    discountedPrice: priceCents / 100,
    message: check.valid
      ? `${check.code} applied: ${check.description}. You pay ${formatMoney(priceCents, currency)}.`
      : check.message,
  };
}

/** Why a lead's coupon is not applied at payment, for the payment page. */
export function couponNoLongerApplies(code: string, reason: CouponRefusal) {
  const why = {
    unknown: 'is no longer valid',
    inactive: 'is no longer active',
    expired: 'has expired',
    used_up: 'has reached its usage limit',
  }[reason];
  return `Coupon ${code} ${why}, so the regular price applies.`;
}
