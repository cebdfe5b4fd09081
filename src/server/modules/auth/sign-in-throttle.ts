import type { FastifyReply } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { addressKey, keyDigest, refuseTooMany, type RateLimits } from '../../plugins/rate-limit.ts';
import { hasActedFrom } from '../audit/audit.queries.ts';
import {
  countInWindow,
  restoreWaitUntil,
  setWaitUntil,
  uncountInWindow,
  waitUntil,
} from './sign-in-throttle.queries.ts';

/**
 * Sign-in protection for customers and staff (docs/decisions/sign-in-protection.md):
 *
 * - per client address, a cap on failed sign-ins over every e-mail (password spraying);
 * - per e-mail, a few free failures, then every attempt waits, 1 s doubling up to 15 minutes
 *   (guessing one account from many addresses). Nobody is locked out for good, and the correct
 *   password from an address the account signed in from before works even while it waits, so
 *   a stranger cannot keep a customer out. Only the correct one: from that address a wrong
 *   password waits like any other (the password is checked first, then the wait applies);
 * - successful sign-ins do not count: an attempt is claimed (counted as a failure) before the
 *   password is checked, atomically, and taken back when it succeeds.
 *
 * Keys use the e-mail, not the account, so the answers are the same for an unknown e-mail.
 */
export type SignInKind = 'customer' | 'staff';

export type SignInThrottleDeps = {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'signInAddress' | 'signInAccount'>;
};

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 15 * 60_000;
// How long a successful sign-in from an address makes it "known" for that account.
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

// Audit actions that show the account's owner used this address.
const ownerActions: Record<SignInKind, readonly string[]> = {
  customer: ['customer.sign_in', 'customer.password_set', 'customer.password_reset'],
  staff: ['staff.sign_in'],
};

/** The wait before the next attempt after this many failures (0 while they are free). */
export function waitAfterFailures(failures: number, free: number) {
  if (failures < free) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - free), LONGEST_WAIT_MS);
}

class Refused extends Error {
  constructor(
    readonly until: Date,
    readonly limit: 'signInAddress' | 'signInAccount',
  ) {
    super('sign-in attempt refused');
  }
}

export type SignInAttempt = {
  kind: SignInKind;
  email: string;
  ip: string;
  /** The account with this e-mail, when there is one. */
  accountId: string | undefined;
};

/**
 * Claims one attempt before the password is checked; answers 429 (with Retry-After) when the
 * address or the e-mail has to wait. Call `succeeded()` after a successful sign-in.
 */
export async function claimSignInAttempt(
  deps: SignInThrottleDeps,
  reply: FastifyReply,
  attempt: SignInAttempt,
) {
  const now = deps.clock.now();
  const email = attempt.email.trim().toLowerCase();
  // The e-mail as a fixed-size digest: the table keeps no address anyone typed.
  const account = keyDigest(`${attempt.kind}:${email}`);
  const keys = {
    address: `sign-in:address:${addressKey(attempt.ip)}`,
    account: `sign-in:account:${account}`,
    wait: `sign-in:wait:${account}`,
  };
  // Asked for every attempt, known account or not, so both take the same time.
  const knownAddress = await hasActedFrom(
    deps.db,
    { type: attempt.kind, id: attempt.accountId ?? '' },
    attempt.ip,
    ownerActions[attempt.kind],
    new Date(now.getTime() - KNOWN_ADDRESS_MS),
  );
  const { signInAddress, signInAccount } = deps.limits;

  let claim;
  try {
    // Counting first locks the rows, so concurrent attempts on one e-mail take turns; a refused
    // attempt is rolled back and counts for nothing.
    claim = await deps.db.transaction(async (tx) => {
      const address = await countInWindow(tx, keys.address, signInAddress.windowMs, now);
      if (address.count > signInAddress.max) throw new Refused(address.resetAt, 'signInAddress');
      const account = await countInWindow(tx, keys.account, signInAccount.windowMs, now);
      const previousWait = await waitUntil(tx, keys.wait);
      const waiting = previousWait && previousWait > now ? previousWait : undefined;
      if (waiting && !knownAddress) throw new Refused(waiting, 'signInAccount');
      const waitMs = waitAfterFailures(account.count, signInAccount.max);
      const waitSetTo = waitMs > 0 ? new Date(now.getTime() + waitMs) : undefined;
      if (waitSetTo) await setWaitUntil(tx, keys.wait, waitSetTo);
      return { address, account, previousWait, waiting, waitSetTo };
    });
  } catch (err) {
    if (err instanceof Refused) {
      refuseTooMany(reply, err.until.getTime() - now.getTime(), err.limit);
    }
    throw err;
  }

  return {
    /**
     * A wrong password: answers 429 when the e-mail had to wait and only the known address let
     * the attempt through (it counted all the same); otherwise the caller answers 401.
     */
    failed() {
      if (claim.waiting) {
        refuseTooMany(reply, claim.waiting.getTime() - now.getTime(), 'signInAccount');
      }
    },
    /** Takes the attempt back: a successful sign-in does not count against any limit. */
    async succeeded() {
      await deps.db.transaction(async (tx) => {
        await uncountInWindow(tx, keys.address, claim.address.resetAt);
        await uncountInWindow(tx, keys.account, claim.account.resetAt);
        if (claim.waitSetTo) {
          await restoreWaitUntil(tx, keys.wait, claim.waitSetTo, claim.previousWait);
        }
      });
    },
  };
}
