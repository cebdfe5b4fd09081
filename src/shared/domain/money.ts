/** Money travels as integer cents; these convert at the edges (forms, display). */

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "99.99" or "$1,250.5" -> 9999 / 125050; undefined when it is not an amount. */
export function amountToCents(amount: string | number): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function formatMoney(cents: number, currency = 'CAD', locale = 'en-CA') {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

/** "$99.99 CAD": an amount said on its own, with no price list nearby to name the currency. */
export function formatMoneyAndCurrency(cents: number, currency = 'CAD') {
  return `${formatMoney(cents, currency)} ${currency}`;
}

/**
 * An amount as people typed it: "$11,900" for whole dollars (bids, budgets, insured amounts are
 * typed without cents, and ".00" on them is noise), "$11,900.50" when there are cents.
 */
export function formatDollars(cents: number, currency = 'CAD', locale = 'en-CA') {
  const money = formatMoney(cents, currency, locale);
  return cents % 100 === 0 ? money.replace(/\.00$/, '') : money;
}

/** A form's starting value for a stored amount, as typed: "13,480" or "13,480.50". */
export function amountAsTyped(cents: number) {
  return new Intl.NumberFormat('en-CA', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
