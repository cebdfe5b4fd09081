/**
 * The funnel's "quote started": the first touch of the /get-quote form, which only the browser
 * sees. Its own module, so only the quote page's chunk carries it; it never blocks the form.
 */
export function trackQuoteStarted() {
  void fetch('/api/analytics/event', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"quote_started"}',
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
