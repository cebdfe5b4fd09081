// A Canadian postal code: letter, digit, letter, then digit, letter, digit.
const canadian = /^([A-Z]\d[A-Z])(\d[A-Z]\d)$/;

/**
 * A postal code as Canada Post writes it, "T3H 5L2", whether it was typed "t3h5l2" or
 * "T3H 5L2"; anything else (a US zip code, a partial code) is left as it is, in upper case.
 */
export function formatPostalCode(code: string) {
  const upper = code.trim().toUpperCase();
  const parts = canadian.exec(upper.replace(/\s+/g, ''));
  return parts ? `${parts[1]} ${parts[2]}` : upper;
}
