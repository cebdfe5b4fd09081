import { formatMoneyAndCurrency } from '#shared/domain/money.ts';
import { usePublicPricing } from '../api/use-public-pricing.ts';

/**
 * The reveal fee's amount from the server's prices ("$99.99 CAD"), so that every page that
 * promises "prices shown in full before you pay" names the fee the admin has set today.
 * Undefined while the prices load (they are in every page's HTML, so only under the dev server).
 */
export function useRevealFee() {
  const prices = usePublicPricing();
  return prices.status === 'success'
    ? formatMoneyAndCurrency(prices.data.revealFeeCents, prices.data.currency)
    : undefined;
}

/** The amount inside a sentence; `fallback` reads in its place until the prices are in. */
export function RevealFeeAmount({ fallback }: { fallback: string }) {
  const amount = useRevealFee();
  return <span data-testid="reveal-fee">{amount ?? fallback}</span>;
}
