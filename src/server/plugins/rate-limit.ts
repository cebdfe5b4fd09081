import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { postgresCounterStore } from './postgres-counter-store.ts';
import { SharedCounters } from './shared-counters.ts';

/**
 * Rate limits shared by every app instance: fixed-window counters kept in PostgreSQL
 * (rate_limit_hits) or, with REDIS_URL, in Redis (via SharedCounters), so a second instance
 * does not double an attacker's budget. Each limit counts per client address unless its note says otherwise; the README
 * lists them all. Sign-ins are limited separately, counting failures only
 * (src/server/modules/auth/sign-in-throttle.ts, docs/decisions/sign-in-protection.md).
 */
export type RateLimitRule = { max: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const defaultRateLimits = {
  // Failed sign-ins (customer and staff) from one address, over every e-mail.
  signInAddress: { max: 20, windowMs: 15 * MINUTE },
  // Failed sign-ins to one e-mail, from any address, before each try must wait (1 s, doubling,
  // at most 15 minutes).
  signInAccount: { max: 5, windowMs: DAY },
  // Current-password checks per signed-in customer.
  changePassword: { max: 10, windowMs: 15 * MINUTE },
  // Authenticator codes checked to turn an admin's two-step sign-in on or off, per admin (the
  // sign-in's own code step counts as a sign-in attempt, above).
  twoFactorCode: { max: 10, windowMs: 15 * MINUTE },
  // Forgot-password requests (all three paths) per address, and per e-mail from any address.
  passwordReset: { max: 10, windowMs: HOUR },
  passwordResetEmail: { max: 3, windowMs: HOUR },
  // Set-password link (after payment, or reset) and signup confirmation link.
  setupPassword: { max: 10, windowMs: 15 * MINUTE },
  accountSetup: { max: 10, windowMs: 15 * MINUTE },
  // Invitation links (contractor users, staff) accepted with a new password.
  acceptInvite: { max: 10, windowMs: 15 * MINUTE },
  checkEmail: { max: 10, windowMs: 15 * MINUTE },
  signup: { max: 5, windowMs: HOUR },
  // Signup e-mails (link, "you have an account", "no quote request") to one address, from any.
  signupEmail: { max: 3, windowMs: HOUR },
  coupon: { max: 20, windowMs: 10 * MINUTE },
  // Quote requests per address (CONTACT_MAX_PER_ADDRESS), and per address and e-mail.
  leadSubmit: { max: 200, windowMs: HOUR },
  leadSubmitEmail: { max: 5, windowMs: HOUR },
  // "Submit without paying" per address: each quote request may send its link once, so this
  // follows the quote requests' own limit (CONTACT_MAX_PER_ADDRESS: a home show's one network).
  payLater: { max: 200, windowMs: HOUR },
  // The quote form's photos per address (following the quote requests' own limit, like
  // payLater), and per quote request from any address: each submit of the form sends them once.
  quotePhotos: { max: 200, windowMs: HOUR },
  quotePhotosLead: { max: 10, windowMs: HOUR },
  // Reviews per address, and per reviewer e-mail from any address.
  review: { max: 10, windowMs: HOUR },
  reviewEmail: { max: 3, windowMs: DAY },
  // /rate-contractor's list of vetted companies: read once per page view (the browser keeps it).
  contractorList: { max: 60, windowMs: 10 * MINUTE },
  // Contractor applications (/contractors/apply) per address, and per applicant e-mail.
  application: { max: 5, windowMs: HOUR },
  applicationEmail: { max: 3, windowMs: DAY },
  // Checkout sessions per address, and per lead from any address.
  checkout: { max: 60, windowMs: HOUR },
  checkoutLead: { max: 10, windowMs: HOUR },
  // A checkout abandoned from its cancel page (each one writes the payment's end).
  checkoutCancel: { max: 60, windowMs: HOUR },
  // The success page's payment check: one per page load (it does not poll), so an address gets
  // a dozen times the checkouts it may open; one session, from any address, a reload a minute.
  // An open session's check asks the provider at most every few seconds (session-checks.ts).
  checkoutSession: { max: 120, windowMs: 10 * MINUTE },
  checkoutSessionId: { max: 60, windowMs: HOUR },
  // The built-in test checkout's card form (outside production, without Stripe).
  testCheckout: { max: 30, windowMs: 10 * MINUTE },
  pageView: { max: 120, windowMs: MINUTE },
  // Anonymous and CPU-heavy: a rep generating and downloading codes needs a few a minute.
  qrCode: { max: 30, windowMs: MINUTE },
  // A quote request's "pay on your phone" code, drawn on the request's thread: one per payment
  // page view (the browser keeps it an hour).
  paymentQr: { max: 30, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/** The limits with the configured values from the environment. */
export function rateLimitsFor(env: Pick<Env, 'CONTACT_MAX_PER_ADDRESS'>): RateLimits {
  return {
    ...defaultRateLimits,
    leadSubmit: { ...defaultRateLimits.leadSubmit, max: env.CONTACT_MAX_PER_ADDRESS },
    payLater: { ...defaultRateLimits.payLater, max: env.CONTACT_MAX_PER_ADDRESS },
    quotePhotos: { ...defaultRateLimits.quotePhotos, max: env.CONTACT_MAX_PER_ADDRESS },
  };
}

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export const rateLimited = () => new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE, 429);

/**
 * One limit on a route. `keys` names the request's counters, most precise first (they start with
 * the limit's name): it counts in the first while the counters have room for a new key, and in a
 * coarser one (its address's, then the limit's overflow counter) once they are full.
 */
export type RouteLimit = RateLimitRule & {
  /** The limit's name, the one label of its refusals in the metrics (never a key). */
  name: RateLimitName;
  keys: (request: FastifyRequest) => string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One limit or several; a request over any of them is refused with 429. */
    rateLimit?: RouteLimit | RouteLimit[];
  }
  interface FastifyInstance {
    /** How many rate-limit keys this instance counts now (bounded: MAX_COUNTER_KEYS). */
    rateLimitKeyCount(): number;
  }
  interface FastifyReply {
    /**
     * Counts limits whose key needs what only the handler has read (the fields of a multipart
     * form); throws the 429 when the request is over one of them.
     */
    countLimits(limits: RouteLimit[]): void;
  }
}

/** Answers 429 with Retry-After (seconds), counting the refusal under the limit's name. */
export function refuseTooMany(
  reply: FastifyReply,
  retryAfterMs: number,
  limit: RateLimitName,
): never {
  reply.server.metrics.rateLimitRefused(limit);
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw rateLimited();
}

/**
 * Counts every request of a route that declares `config.rateLimit`, after validation (so a key
 * can use the parsed body) and after the access check. The limits count in the order the route
 * lists them (its address's first) and stop at the first that refuses: a refused request adds
 * no key to the later ones, so text a client chooses (an e-mail) cannot grow the counters past
 * the address's own budget.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>;
    syncMs?: number | undefined;
    maxKeys?: number | undefined;
  },
) {
  const { env } = deps;
  // The Redis client is loaded only when it is used (a third of a second of start-up).
  const store = env.REDIS_URL
    ? (await import('./redis-counter-store.ts')).redisCounterStore({
        url: env.REDIS_URL,
        keyPrefix: env.REDIS_KEY_PREFIX,
        log: app.log,
      })
    : postgresCounterStore(deps.db);
  const counters = new SharedCounters(store, deps.clock, app.log, deps.syncMs, deps.maxKeys);
  // Hits counted since the last sync are shared before the instance stops.
  app.addHook('onClose', () => counters.close());
  const count = (request: FastifyRequest, reply: FastifyReply, limits: RouteLimit[]) => {
    for (const rule of limits) {
      const { current, ttl } = counters.hit(rule.keys(request), rule.windowMs);
      if (current > rule.max) refuseTooMany(reply, ttl, rule.name);
    }
  };
  app.decorate('rateLimitKeyCount', () => counters.size);
  app.decorateReply('countLimits', function (this: FastifyReply, limits: RouteLimit[]) {
    count(this.request, this, limits);
  });
  app.addHook('onRoute', (route) => {
    const declared = route.config?.rateLimit;
    if (!declared) return;
    const limits = [declared].flat();
    const limit = async (request: FastifyRequest, reply: FastifyReply) =>
      count(request, reply, limits);
    route.preHandler = [...[route.preHandler ?? []].flat(), limit];
  });
}

/**
 * The client address as a limit counts it: an IPv4 address whole, an IPv6 address by its /64
 * network (one subscriber's share, which holds more addresses than anyone could count one by one).
 */
export function addressKey(ip: string) {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const first = head ? head.split(':') : [];
  const last = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Text a client chooses (an e-mail, a lead id), as a fixed-size part of a key: a counter costs
 * the same whatever was sent, and no e-mail is kept in the counters' table.
 */
export function keyDigest(text: string) {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** A limit per client address; `key` narrows it (e.g. per address and e-mail). */
export function limitBy(
  limits: RateLimits,
  name: RateLimitName,
  key?: (request: FastifyRequest) => string,
): RouteLimit {
  return {
    ...limits[name],
    name,
    keys: (request) => {
      const byAddress = `${name}:${addressKey(request.ip)}`;
      const overflow = `${name}:*`;
      return key
        ? [`${byAddress}:${keyDigest(key(request))}`, byAddress, overflow]
        : [byAddress, overflow];
    },
  };
}

/** A limit per something other than the address (an e-mail, a lead), from any address. */
export function limitPer(
  limits: RateLimits,
  name: RateLimitName,
  key: (request: FastifyRequest) => string,
): RouteLimit {
  return {
    ...limits[name],
    name,
    keys: (request) => [
      `${name}:${keyDigest(key(request))}`,
      `${name}:@${addressKey(request.ip)}`,
      `${name}:*`,
    ],
  };
}

/** The e-mail in a JSON body, normalised, for keys like "ip:email" (empty when absent). */
export function bodyEmail(request: FastifyRequest) {
  return bodyText(request, 'email').toLowerCase();
}

/** A string field of the JSON body, trimmed and capped, for limit keys (empty when absent). */
export function bodyText(request: FastifyRequest, field: string) {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().slice(0, 254) : '';
}
