import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/password-tokens.ts';

/**
 * The browser that opens a checkout gets a random token in an httpOnly cookie; the payment keeps
 * its hash. The success page's lookup shows the order (name, e-mail, order number) only to that
 * browser, for a while after paying: a session id copied from an address bar, a history or an
 * analytics log is not enough. One token per browser, reused by its later checkouts.
 */
export const CHECKOUT_COOKIE = 'rb_checkout';

// A day's checkout session plus the hour its success page may be reloaded.
const COOKIE_MAX_AGE_S = 25 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The hash of this request's checkout cookie, when it carries a well-formed one. */
export function checkoutBrowserHash(request: FastifyRequest) {
  const token = request.cookies[CHECKOUT_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : undefined;
}

/** The browser's checkout token hash, minting the cookie on its first checkout. */
export function rememberCheckoutBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
) {
  const known = request.cookies[CHECKOUT_COOKIE];
  const token = known && TOKEN_PATTERN.test(known) ? known : randomBytes(32).toString('base64url');
  reply.setCookie(CHECKOUT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: COOKIE_MAX_AGE_S,
  });
  return hashToken(token);
}
