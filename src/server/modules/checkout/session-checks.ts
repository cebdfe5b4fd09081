import type { Clock } from '../../clock.ts';

/** The success page asks the provider about one open session at most this often. */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
// Open sessions checked in the last interval; past this the oldest is forgotten (it may then be
// asked again sooner). Only rows of open payments get here, so this is far above real traffic.
const MAX_SESSIONS = 1_000;

/** Runs `ask` for a session, or answers what the last call for it answers (or will answer). */
export type SessionChecks = <T>(paymentId: string, ask: () => Promise<T>) => Promise<T>;

/**
 * The success page's provider calls, one per open session every few seconds: requests for a
 * session share the call in flight, and for SESSION_CHECK_INTERVAL_MS after it started, its
 * answer (a failure too, so an outage costs one call per session per interval, not one per
 * request). The Stripe SDK retries a failed call twice, so one call can be three requests.
 * Kept in this instance's memory: with several app instances each may call once per interval,
 * which is still bounded, and a payment settled by any of them is answered from the database.
 */
export function createSessionChecks(
  clock: Clock,
  intervalMs = SESSION_CHECK_INTERVAL_MS,
  maxSessions = MAX_SESSIONS,
): SessionChecks {
  const recent = new Map<
    string,
    { startedAt: number; settled: boolean; answer: Promise<unknown> }
  >();

  const forgetStale = (now: number) => {
    for (const [key, check] of recent) {
      if (check.settled && now - check.startedAt >= intervalMs) recent.delete(key);
    }
  };

  return <T>(paymentId: string, ask: () => Promise<T>) => {
    const now = clock.now().getTime();
    const known = recent.get(paymentId);
    if (known && (!known.settled || now - known.startedAt < intervalMs)) {
      return known.answer as Promise<T>;
    }
    recent.delete(paymentId);
    if (recent.size >= maxSessions) forgetStale(now);
    // Still full: the oldest goes (a Map keeps insertion order).
    if (recent.size >= maxSessions) recent.delete(recent.keys().next().value!);
    const check = {
      startedAt: now,
      settled: false,
      // A throw from `ask` itself becomes the rejection.
      answer: new Promise<unknown>((resolve) => resolve(ask())),
    };
    const settle = () => {
      check.settled = true;
    };
    check.answer.then(settle, settle);
    recent.set(paymentId, check);
    return check.answer as Promise<T>;
  };
}
