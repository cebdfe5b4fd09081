import { normalizeReferralCode } from '#shared/domain/referral-code.ts';

// Kept for the visit only (a tab's session): the rep whose QR link opened the site gets the
// quote request even when the homeowner reads a few pages before /get-quote.
const KEY = 'roofbid.referralCode';

/** Keeps a well-formed `?ref=` of the address; a mangled one is dropped, never sent. */
export function rememberReferral(search = window.location.search) {
  const code = normalizeReferralCode(new URLSearchParams(search).get('ref'));
  if (!code) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked (private mode, policies): the link still works on the page it opened.
    fallback = code;
  }
}

let fallback: string | undefined;

/** The referral code of this visit, if a rep's QR link brought it. */
export function referralCode(): string | undefined {
  try {
    return normalizeReferralCode(sessionStorage.getItem(KEY)) ?? fallback;
  } catch {
    return fallback;
  }
}
