import { redactUrl } from '#shared/domain/redact-url.ts';
import {
  PAGE_VIEW_LOCATION_MAX,
  PAGE_VIEW_PATH_MAX,
  PAGE_VIEW_TITLE_MAX,
} from '#shared/constants/analytics.ts';
import type { PageViewInput } from '#shared/schemas/analytics.ts';

/** The referring page's host: where the visitor came from, never what they were reading there. */
function referrerHost() {
  try {
    return new URL(document.referrer).host || undefined;
  } catch {
    return undefined;
  }
}

/** Sends the page_view event to our own endpoint; analytics never blocks or breaks a page. */
export function trackPageView(path: string, title: string) {
  // One-time link tokens and e-mail addresses never leave the page in an analytics event.
  const event: PageViewInput = {
    path: path.slice(0, PAGE_VIEW_PATH_MAX),
    location: redactUrl(window.location.href).slice(0, PAGE_VIEW_LOCATION_MAX),
    title: title.slice(0, PAGE_VIEW_TITLE_MAX),
  };
  const referrer = document.referrer ? referrerHost() : undefined;
  if (referrer) event.referrer = referrer;
  void fetch('/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
