/**
 * A sales rep's referral code, the `?ref=` of their QR link: 10 Crockford base32 characters
 * (made by the database, migration 0020). Read case-insensitively; I, L, O and U never occur.
 */
export const REFERRAL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The code in canonical form, or undefined when `value` is not one (a mangled link). */
export function normalizeReferralCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}
