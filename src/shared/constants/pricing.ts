/**
 * Default prices in cents (SPEC.md §9, DECISIONS.md §3). The server reads the live values from
 * the settings table; these seed it.
 */
export const defaultPriceSettings = {
  listPriceCents: 19_999,
  launchPriceCents: 9_999,
  revealFeeCents: 9_999,
  paymentLinkDefaultCents: 8_999,
  currency: 'CAD',
} as const;
export type PriceSettings = {
  listPriceCents: number;
  launchPriceCents: number;
  revealFeeCents: number;
  paymentLinkDefaultCents: number;
  currency: string;
};

export const MAX_BIDS_PER_ORDER = 4;
