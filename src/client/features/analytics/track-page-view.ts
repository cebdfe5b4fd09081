import type { PageViewInput } from '#shared/schemas/analytics.ts';

// Query parameters that carry secrets (set-password and reset tokens, checkout sessions);
// they never leave the page in an analytics event.
const secretParams = ['setup', 'token', 'session_id', 'sessionId', 'code'];

export function redactLocation(href: string) {
  const url = new URL(href);
  for (const name of secretParams)
    if (url.searchParams.has(name)) url.searchParams.set(name, '***');
  return url.toString();
}

/** Sends the page_view event to our own endpoint; analytics never blocks or breaks a page. */
export function trackPageView(path: string, title: string) {
  const event: PageViewInput = { path, location: redactLocation(window.location.href), title };
  if (document.referrer) event.referrer = document.referrer.slice(0, 4096);
  void fetch('/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
