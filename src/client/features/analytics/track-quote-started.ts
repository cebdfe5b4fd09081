// One visit is one load of the app in a tab: a random id kept in memory only (nothing stored in
// the browser), so the server counts the quote form started once per visit. getRandomValues,
// unlike randomUUID, works on a plain-http address too.
const visitId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

/**
 * The funnel's "quote started": the first touch of the /get-quote form, which only the browser
 * sees. Its own module, so only the quote page's chunk carries it; it never blocks the form.
 */
export function trackQuoteStarted() {
  void fetch('/api/analytics/event', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'quote_started', visitId }),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
