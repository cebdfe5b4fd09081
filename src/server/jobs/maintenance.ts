import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordTokens, rateLimitHits } from '../db/schema/staff.ts';
import { deleteOldPageViews } from '../modules/analytics/analytics-intake.service.ts';
import { deleteExpiredSessions } from '../modules/auth/sessions.queries.ts';
import { deleteExpiredTwoFactorRows } from '../modules/two-factor/two-factor.queries.ts';

const DAY_MS = 86_400_000;

/**
 * Housekeeping that keeps the tables small: expired sessions, finished rate-limit windows,
 * password links that expired or were used more than 30 days ago, expired sign-in code
 * challenges, two-step set-ups left unconfirmed for a day, and page views past their retention
 * (their counts stay). Idempotent, so running it on several instances at once is harmless; the
 * scheduler runs it hourly (app-jobs.ts).
 */
export async function cleanUpExpired(db: Db, now: Date) {
  await deleteExpiredSessions(db, now);
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
  const cutoff = new Date(now.getTime() - 30 * DAY_MS);
  await db
    .delete(passwordTokens)
    .where(sql`${passwordTokens.expiresAt} < ${cutoff} or ${passwordTokens.usedAt} < ${cutoff}`);
  await deleteExpiredTwoFactorRows(db, now, new Date(now.getTime() - DAY_MS));
  await deleteOldPageViews(db, now);
}
