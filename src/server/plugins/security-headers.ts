import type { FastifyInstance, FastifyReply } from 'fastify';

// Google Analytics 4 (gtag.js), only with GA4_MEASUREMENT_ID: the script, and where it sends.
const ga4Script = ' https://www.googletagmanager.com';
const ga4Hosts =
  ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/**
 * The CSP allows our own origin plus what Stripe Checkout and Stripe.js need (and Google
 * Analytics when it is configured); the site may not be framed. 'unsafe-inline' styles are
 * needed by Radix's scroll lock, which injects a <style>.
 */
function contentSecurityPolicy(production: boolean, ga4: boolean) {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `script-src 'self' https://js.stripe.com${ga4 ? ga4Script : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://*.stripe.com${ga4 ? ga4Hosts : ''}`,
    "font-src 'self' data:",
    `connect-src 'self' https://api.stripe.com${ga4 ? ga4Hosts : ''}`,
    'frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "object-src 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export type SecurityHeaders = Record<string, string>;

/**
 * Security headers on every response, computed once. (Helmet builds the same headers anew on
 * every request, which cost a fifth of the quote endpoint's throughput: bench/README.md.) HSTS
 * only in production, where the app is served over HTTPS.
 */
export function securityHeaders(production: boolean, ga4 = false): SecurityHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(production, ga4),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=()',
    ...(production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Also: API answers (profiles, orders, leads: personal data) are `no-store`, so no browser or
 * shared cache keeps them. A route that may be cached says so itself (the QR images), which
 * replaces this default.
 */
export function withSecurityHeaders(reply: FastifyReply, headers: SecurityHeaders, url: string) {
  reply.headers(headers);
  if (isApi(url)) reply.header('cache-control', 'no-store');
}

/**
 * The first onRequest hook, so every answer after it carries the headers, errors included. What
 * Fastify and Node answer before any hook runs (a bad address, a malformed request, headers too
 * large) sets them itself: error-handler.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    withSecurityHeaders(reply, headers, request.url);
    done();
  });
}
