import { formatMoney } from '#shared/domain/money.ts';
import type { PricingResponse } from '#shared/schemas/pricing.ts';

/**
 * The price as SPEC.md §2 shows it: list price struck through, the launch price as "50% off
 * for first-time customers", and the coupon price when a coupon applies.
 */
export function PriceSummary({
  pricing,
  couponPriceCents,
  couponCode,
}: {
  pricing: PricingResponse;
  couponPriceCents?: number;
  couponCode?: string;
}) {
  const money = (cents: number) => formatMoney(cents, pricing.currency);
  const discounted = couponPriceCents !== undefined && couponPriceCents < pricing.launchPriceCents;
  return (
    <div className="rounded-xl border border-line bg-surface p-4" aria-live="polite">
      <p className="text-sm font-semibold">Auction publishing fee</p>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className="text-muted line-through"
          aria-label={`was ${money(pricing.listPriceCents)}`}
        >
          {money(pricing.listPriceCents)}
        </span>
        <span
          className={discounted ? 'text-lg text-muted line-through' : 'text-3xl font-extrabold'}
        >
          {money(pricing.launchPriceCents)}
        </span>
        {discounted && (
          <span className="text-3xl font-extrabold" data-testid="final-price">
            {money(couponPriceCents)}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm font-semibold text-green-800">
        50% off for first-time customers
        {discounted && couponCode ? ` · coupon ${couponCode} applied` : ''}
      </p>
      <p className="mt-2 text-sm text-muted" data-testid="reveal-fee-note">
        One-time fee in {pricing.currency}. Publishes your auction to up to four vetted, licensed
        and insured contractors. Nothing else is charged unless you choose to see who bid: the
        reveal fee of {money(pricing.revealFeeCents)} shows you their names and contact details, and
        it is refunded in full when the job is done.
      </p>
    </div>
  );
}
