import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/staff.ts';

/**
 * Sign-in counters live in rate_limit_hits beside the other limits, but are written directly,
 * inside the sign-in's claim transaction, rather than through the in-memory SharedCounters:
 * a claim must see every other instance's attempts at once (docs/decisions/sign-in-protection.md).
 */

/** Adds one to a fixed-window counter (a new window when the old one has passed); locks it. */
export async function countInWindow(db: Db, key: string, windowMs: number, now: Date) {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${rateLimitHits.resetAt} <= ${now} then 1
                        else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${now} then excluded.reset_at
                          else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
  return row!;
}

/**
 * Takes back one count of the window that `countInWindow` answered, if it is still running; a
 * counter back at zero is deleted (a successful sign-in leaves nothing behind).
 */
export async function uncountInWindow(db: Db, key: string, resetAt: Date) {
  const sameWindow = and(eq(rateLimitHits.key, key), eq(rateLimitHits.resetAt, resetAt));
  const [row] = await db
    .update(rateLimitHits)
    .set({ count: sql`${rateLimitHits.count} - 1` })
    .where(and(sameWindow, gt(rateLimitHits.count, 0)))
    .returning({ count: rateLimitHits.count });
  if (row && row.count <= 0) {
    await db.delete(rateLimitHits).where(and(sameWindow, lte(rateLimitHits.count, 0)));
  }
}

/** When a waiting period (a row whose reset_at is the end of the wait) ends, if one is set. */
export async function waitUntil(db: Db, key: string) {
  const [row] = await db
    .select({ resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  return row?.resetAt;
}

export async function setWaitUntil(db: Db, key: string, until: Date) {
  await db
    .insert(rateLimitHits)
    .values({ key, count: 0, resetAt: until })
    .onConflictDoUpdate({ target: rateLimitHits.key, set: { resetAt: until } });
}

/** Puts a waiting period back as it was, unless someone has set it again since. */
export async function restoreWaitUntil(
  db: Db,
  key: string,
  setTo: Date,
  previous: Date | undefined,
) {
  const ours = and(eq(rateLimitHits.key, key), eq(rateLimitHits.resetAt, setTo));
  if (previous) await db.update(rateLimitHits).set({ resetAt: previous }).where(ours);
  else await db.delete(rateLimitHits).where(ours);
}
