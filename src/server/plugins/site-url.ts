import type { FastifyRequest } from 'fastify';
import { ownOrigins } from './auth.ts';

/**
 * The site address a payer is sent back to after paying (the checkout's success and cancel
 * pages): APP_URL, except outside production when the visitor opened the site at another
 * loopback name of the same port (http://127.0.0.1:5000 while APP_URL says
 * http://localhost:5000). Sent to APP_URL's name instead, the browser would leave the cookie
 * that shows it its order behind. Only the names ownOrigins() accepts count: a Host or Origin
 * header naming anything else is ignored, and production always answers APP_URL.
 */
export function siteUrlFor(
  request: Pick<FastifyRequest, 'headers'>,
  appUrl: string,
  production: boolean,
) {
  if (production) return appUrl;
  const app = new URL(appUrl);
  const { origin, host } = request.headers;
  let visited: string | undefined;
  try {
    visited = origin
      ? new URL(origin).origin
      : host
        ? new URL(`${app.protocol}//${host}`).origin
        : undefined;
  } catch {
    return appUrl;
  }
  if (!visited || visited === app.origin || !ownOrigins(appUrl, production).has(visited)) {
    return appUrl;
  }
  return `${visited}${app.pathname}`.replace(/\/$/, '');
}
