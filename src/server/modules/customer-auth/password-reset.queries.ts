import { asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema/staff.ts';

export async function insertResetRequest(
  db: Db,
  request: { email: string; ip: string; requestedAt: Date },
) {
  const [row] = await db
    .insert(passwordResetRequests)
    .values(request)
    .returning({ id: passwordResetRequests.id });
  return row!.id;
}

/** Deletes and answers a waiting request; whoever gets it handles it (at most one caller). */
export async function takeResetRequest(db: Db, id: string) {
  const [row] = await db
    .delete(passwordResetRequests)
    .where(eq(passwordResetRequests.id, id))
    .returning();
  return row;
}

/** Requests still waiting since before `before`: their instance stopped before handling them. */
export async function listLeftoverResetRequests(db: Db, before: Date, limit: number) {
  const rows = await db
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .where(lt(passwordResetRequests.requestedAt, before))
    .orderBy(asc(passwordResetRequests.requestedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
