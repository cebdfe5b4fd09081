import { formatMoneyAndCurrency } from './money.ts';

/**
 * Prices an FAQ answer may name without going stale: the stored text says `{{revealFee}}` and
 * the visitor reads the reveal fee the admin has set today ("$99.99 CAD"). Admins type the
 * placeholder in the FAQ form; the server fills it when it serves the FAQ.
 */
export const faqPlaceholders = ['revealFee'] as const;

export type FaqPrices = { revealFeeCents: number; currency: string };

export function fillFaqText(text: string, prices: FaqPrices) {
  const values: Record<(typeof faqPlaceholders)[number], string> = {
    revealFee: formatMoneyAndCurrency(prices.revealFeeCents, prices.currency),
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? values[name as keyof typeof values] : whole,
  );
}
