import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { SharedCounters } from './shared-counters.ts';

/**
 * Rate limits shared by every app instance: fixed-window counters kept in PostgreSQL
 * (rate_limit_hits, via SharedCounters), so a second instance does not double an attacker's
 * budget.
 */
export type RateLimitRule = { max: number; windowMs: number };

export const defaultRateLimits = {
  login: { max: 10, windowMs: 15 * 60_000 },
  passwordReset: { max: 5, windowMs: 60 * 60_000 },
  checkEmail: { max: 10, windowMs: 15 * 60_000 },
  coupon: { max: 20, windowMs: 10 * 60_000 },
  signup: { max: 5, windowMs: 60 * 60_000 },
  leadSubmit: { max: 20, windowMs: 60 * 60_000 },
  pageView: { max: 120, windowMs: 60_000 },
  // Anonymous and CPU-heavy: a rep generating and downloading codes needs a few a minute.
  qrCode: { max: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

function sharedStore(counters: SharedCounters) {
  class SharedStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (e: Error | null, r?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      callback(null, counters.hit(key, timeWindow));
    }
    // Keys already name their limit (see limitBy), so every route shares one store: the
    // dialog's and the portal's sign-in paths draw on the same "login" budget.
    child() {
      return this;
    }
  }
  return SharedStore;
}

export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  syncMs?: number,
) {
  const counters = new SharedCounters(db, clock, app.log, syncMs);
  // Hits counted since the last sync are shared before the instance stops.
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: false,
    // After validation, so the key can use the parsed body (ip + e-mail for sign-ins).
    hook: 'preHandler',
    store: sharedStore(counters),
    errorResponseBuilder: () => ({ statusCode: 429, message: RATE_LIMIT_MESSAGE }),
  });
}

/** Route config for a named limit; `key` narrows it (e.g. per e-mail as well as per IP). */
export function limitBy(
  limits: RateLimits,
  name: RateLimitName,
  key?: (request: FastifyRequest) => string,
) {
  const rule = limits[name];
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      key ? `${name}:${request.ip}:${key(request)}` : `${name}:${request.ip}`,
  };
}

/** The e-mail in a JSON body, normalised, for keys like "ip:email" (empty when absent). */
export function bodyEmail(request: FastifyRequest) {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}
