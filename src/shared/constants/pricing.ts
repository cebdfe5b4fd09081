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

/**
 * How many times one contractor may place or change its bid on one auction (withdrawing is
 * always allowed): each is e-mailed to the owner, so a loop must not flood the owner's inbox.
 */
export const MAX_BID_CHANGES = 5;
