import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { hashToken } from './password-tokens.ts';
import {
  deleteSession,
  findCustomerSession,
  findStaffSession,
  insertSession,
  touchSession,
} from './sessions.queries.ts';

/**
 * Server-side sessions (DECISIONS.md §2): the browser holds a random token in an httpOnly,
 * SameSite=Lax cookie; we keep only its hash. A session ends when idle too long, at its
 * absolute lifetime, or on sign-out. Customers and staff have separate cookies, so a staff
 * member can be signed in to the dashboard and the customer portal at once.
 */
export const sessionPolicy = {
  customer: { cookie: 'rb_session', idleMs: 7 * 86_400_000, absoluteMs: 30 * 86_400_000 },
  staff: { cookie: 'rb_staff_session', idleMs: 2 * 3_600_000, absoluteMs: 12 * 3_600_000 },
} as const;
export type SessionKind = keyof typeof sessionPolicy;

// lastSeenAt is written at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60_000;

export type SessionDeps = { db: Db; clock: Clock; secureCookies: boolean };

export async function startSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: { kind: 'customer'; customerId: string } | { kind: 'staff'; staffUserId: string },
) {
  const policy = sessionPolicy[subject.kind];
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    ...subject,
    userAgent: request.headers['user-agent']?.slice(0, 300),
    ip: request.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  reply.setCookie(policy.cookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
    path: '/',
    maxAge: Math.floor(policy.absoluteMs / 1000),
  });
  return hashToken(token);
}

export async function endSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
) {
  const policy = sessionPolicy[kind];
  const token = request.cookies[policy.cookie];
  if (token) await deleteSession(deps.db, hashToken(token));
  reply.clearCookie(policy.cookie, { path: '/' });
}

function alive(session: { lastSeenAt: Date; expiresAt: Date }, kind: SessionKind, now: Date) {
  return (
    session.expiresAt > now &&
    now.getTime() - session.lastSeenAt.getTime() < sessionPolicy[kind].idleMs
  );
}

async function keepAlive(deps: SessionDeps, tokenHash: string, lastSeenAt: Date, now: Date) {
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await touchSession(deps.db, tokenHash, now);
}

/** The signed-in, active customer of this request, if any (an expired session is deleted). */
export async function customerFromRequest(deps: SessionDeps, request: FastifyRequest) {
  const token = request.cookies[sessionPolicy.customer.cookie];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const found = await findCustomerSession(deps.db, tokenHash);
  if (!found) return undefined;
  const now = deps.clock.now();
  if (!found.customer.isActive || !alive(found.session, 'customer', now)) {
    await deleteSession(deps.db, tokenHash);
    return undefined;
  }
  await keepAlive(deps, tokenHash, found.session.lastSeenAt, now);
  return { customer: found.customer, sessionHash: tokenHash };
}

/** For the page HTML (BootstrapData.customer): who is signed in, by first name only. */
export async function signedInCustomerFor(deps: SessionDeps, request: FastifyRequest) {
  const found = await customerFromRequest(deps, request);
  return found ? { customer: { firstName: found.customer.firstName } } : {};
}

/** For the page HTML (BootstrapData.staff): a staff user is signed in, by role only. */
export async function signedInStaffFor(deps: SessionDeps, request: FastifyRequest) {
  const found = await staffFromRequest(deps, request);
  return found ? { staff: { role: found.staff.role } } : {};
}

/** The signed-in, active staff user of this request, if any. */
export async function staffFromRequest(deps: SessionDeps, request: FastifyRequest) {
  const token = request.cookies[sessionPolicy.staff.cookie];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const found = await findStaffSession(deps.db, tokenHash);
  if (!found) return undefined;
  const now = deps.clock.now();
  if (!found.staff.isActive || !alive(found.session, 'staff', now)) {
    await deleteSession(deps.db, tokenHash);
    return undefined;
  }
  await keepAlive(deps, tokenHash, found.session.lastSeenAt, now);
  return { staff: found.staff, sessionHash: tokenHash };
}
