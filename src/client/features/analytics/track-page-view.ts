import { redactUrl } from '#shared/domain/redact-url.ts';
import type { PageViewInput } from '#shared/schemas/analytics.ts';

/** Sends the page_view event to our own endpoint; analytics never blocks or breaks a page. */
export function trackPageView(path: string, title: string) {
  // One-time link tokens and e-mail addresses never leave the page in an analytics event.
  const event: PageViewInput = { path, location: redactUrl(window.location.href), title };
  if (document.referrer) event.referrer = redactUrl(document.referrer).slice(0, 4096);
  void fetch('/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
