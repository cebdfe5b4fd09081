/** A coupon as pricing sees it. */
export type CouponTerms =
  { kind: 'percent'; percentOff: number } | { kind: 'fixed_price'; finalPriceCents: number };

/**
 * The price after a coupon, in cents. Percentages round down, in the customer's favour:
 * 50% of 99.99 is 49.99, not 50.00. A fixed price never raises the price.
 */
export function priceWithCoupon(baseCents: number, coupon: CouponTerms | undefined) {
  if (!coupon) return baseCents;
  if (coupon.kind === 'percent') return Math.floor((baseCents * (100 - coupon.percentOff)) / 100);
  return Math.min(baseCents, coupon.finalPriceCents);
}

export function normalizeCouponCode(code: string) {
  return code.trim().toUpperCase();
}
