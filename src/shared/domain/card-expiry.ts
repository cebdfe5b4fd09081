/**
 * A card's expiry as the card form shows it while it is typed: "1229" becomes "12/29", "4" the
 * month "04", "1/29" the month "01". At most MM/YY; anything but digits and one "/" is dropped.
 *
 * The built-in test checkout's page runs this very function in the browser (its source is
 * served as the page's script), so it refers to nothing outside itself and takes no callbacks.
 */
export function formatCardExpiry(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  // A one-digit month: "4", or "1/" typed before the year.
  if (/^[2-9]/.test(digits) || /^\s*\d\s*\//.test(typed)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
