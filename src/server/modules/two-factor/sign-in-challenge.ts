import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/password-tokens.ts';
import type { SessionDeps } from '../auth/sessions.ts';
import {
  countWrongCode,
  deleteChallenge,
  findChallenge,
  insertChallenge,
  lockChallenge,
} from './two-factor.queries.ts';
import { useSecondStep, type SecondStep } from './two-factor.service.ts';

// The second step of an admin's sign-in: the password was right, a code is still owed. The
// browser holds the random token in an httpOnly cookie sent only to the sign-in routes.
const COOKIE = 'rb_staff_sign_in';
const COOKIE_PATH = '/api/staff/login';
const CHALLENGE_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 5;

export async function askForCode(deps: SessionDeps, reply: FastifyReply, staffUserId: string) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertChallenge(deps.db, {
    tokenHash: hashToken(token),
    staffUserId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  reply.setCookie(COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.secureCookies,
    path: COOKIE_PATH,
    maxAge: CHALLENGE_MS / 1000,
  });
}

export const endChallenge = (reply: FastifyReply) =>
  reply.clearCookie(COOKIE, { path: COOKIE_PATH });

/** The live challenge of this request's cookie, if any. */
export async function challengeOf(deps: SessionDeps, request: FastifyRequest) {
  const token = request.cookies[COOKIE];
  return token ? findChallenge(deps.db, hashToken(token), deps.clock.now()) : undefined;
}

/**
 * Checks a code against a challenge, one request at a time (the row is locked): a right code
 * ends the challenge, so it signs in once; the fifth wrong one ends it too.
 */
export async function answerChallenge(
  deps: SessionDeps,
  challenge: { tokenHash: string; staffUserId: string },
  code: string,
): Promise<SecondStep | 'expired' | 'too_many'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const live = await lockChallenge(tx, challenge.tokenHash, now);
    if (!live) return 'expired';
    const outcome = await useSecondStep(tx, challenge.staffUserId, code, now);
    if (outcome === 'code' || outcome === 'recovery_code') {
      await deleteChallenge(tx, challenge.tokenHash);
      return outcome;
    }
    if ((await countWrongCode(tx, challenge.tokenHash)) < MAX_WRONG_CODES) return outcome;
    await deleteChallenge(tx, challenge.tokenHash);
    return 'too_many';
  });
}
