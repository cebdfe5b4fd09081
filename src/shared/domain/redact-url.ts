/**
 * Addresses as they may be kept (request logs, page views): query values that are secrets or
 * personal data become "***". Secrets are named by their parameter (one-time link tokens,
 * checkout sessions); e-mail addresses are recognised by their value, whatever the parameter
 * (`?email=`, `?recipient=`, an admin search).
 */
const secretParams = new Set([
  'setup',
  'setuptoken',
  'signuptoken',
  'token',
  'session_id',
  'reveal_session',
  'sessionid',
  'key',
  'code',
  'email',
  'password',
]);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

const isSecret = (name: string, value: string) =>
  secretParams.has(decoded(name).toLowerCase()) || decoded(value).includes('@');

// Paths whose next segment works as a key: a checkout session shows its buyer's details.
const secretPathSegment = /(\/(?:api\/checkout-session|test-checkout|reveal-checkout)\/)[^/?#]+/g;

/** Works on a whole URL or on a path with a query string; the rest is kept as it was. */
export function redactUrl(url: string) {
  return url
    .replace(secretPathSegment, '$1***')
    .replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string, value) =>
      isSecret(name, value as string) ? `${separator}${name}=***` : whole,
    );
}

/** Whether a URL carries a secret or an e-mail address in its query (a one-time link, say). */
export function hasSecretParams(url: string) {
  for (const [, name = '', value = ''] of url.matchAll(/[?&]([^=&#]*)=([^&#]*)/g)) {
    if (isSecret(name, value)) return true;
  }
  return false;
}
