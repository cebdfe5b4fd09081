import { BadgeCheck, RotateCcw, ShieldCheck } from 'lucide-react';
import { Link } from '../../../lib/router.tsx';
import { formatMoney, formatMoneyAndCurrency } from '#shared/domain/money.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePublicPricing } from '../api/use-public-pricing.ts';

/** The launch offer box: list price struck through, the launch price, what the fee buys. */
export function LaunchOffer() {
  const prices = usePublicPricing();
  const pricing = prices.status === 'success' ? prices.data : undefined;
  return (
    <section
      aria-labelledby="launch-offer-title"
      className="rounded-2xl border-2 border-brand-500 bg-white p-6 shadow-lg sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Launch offer</p>
      <h2 id="launch-offer-title" className="mt-1 text-2xl font-bold">
        Publish your roofing auction
      </h2>
      <div
        className="mt-4 flex min-h-12 flex-wrap items-baseline gap-x-3 gap-y-1"
        aria-live="polite"
      >
        {pricing ? (
          <>
            <span className="text-4xl font-extrabold">
              {formatMoney(pricing.launchPriceCents, pricing.currency)}
            </span>
            <span
              className="text-lg text-muted line-through"
              aria-label={`was ${formatMoney(pricing.listPriceCents, pricing.currency)}`}
            >
              {formatMoney(pricing.listPriceCents, pricing.currency)}
            </span>
            <span className="text-sm font-semibold text-green-800">
              50% off for first-time customers · {pricing.currency}
            </span>
          </>
        ) : prices.status === 'error' ? (
          <span className="text-muted">See the price on the quote form.</span>
        ) : (
          <Skeleton className="h-10 w-56" />
        )}
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        <li className="flex gap-2">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          Up to four bids from licensed and insured contractors near you
        </li>
        <li className="flex gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          Your phone number and e-mail go only to the contractor you award
        </li>
        <li className="flex gap-2">
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            The reveal fee
            {pricing
              ? ` (${formatMoneyAndCurrency(pricing.revealFeeCents, pricing.currency)})`
              : ''}{' '}
            is 100% refunded once your job is complete
          </span>
        </li>
      </ul>
      <Link to="/get-quote" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
        Start my auction
      </Link>
    </section>
  );
}
