/**
 * Canada's Goods and Services Tax. Prices are tax-included (Terms: "prices include 5% GST"), so
 * a receipt shows the GST inside each amount rather than adding it on top.
 */
export const GST_PERCENT = 5;

/**
 * The GST included in a tax-included amount, in cents: 5/105 of it, rounded to the nearest
 * cent (with a 5% rate, amount / 21, which never falls exactly on a half cent).
 */
export function gstIncludedCents(amountCents: number) {
  return Math.round((amountCents * GST_PERCENT) / (100 + GST_PERCENT));
}
