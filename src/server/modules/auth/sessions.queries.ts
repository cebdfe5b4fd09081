import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { sessions, staffUsers } from '../../db/schema/staff.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

export async function findCustomerSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(sessions.customerId, customers.id))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'customer')));
  return row;
}

export async function findStaffSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, staff: staffUsers })
    .from(sessions)
    .innerJoin(staffUsers, eq(sessions.staffUserId, staffUsers.id))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'staff')));
  return row;
}

export async function touchSession(db: Db, tokenHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a customer except `keep` (after a password change or reset). */
export async function deleteCustomerSessions(db: Db, customerId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keep))
        : eq(sessions.customerId, customerId),
    );
}

export async function deleteStaffSessions(db: Db, staffUserId: string) {
  await db.delete(sessions).where(eq(sessions.staffUserId, staffUserId));
}

/** Ends every session of a contractor's users (the contractor was suspended). */
export async function deleteContractorSessions(db: Db, contractorId: string) {
  const ended = await db
    .delete(sessions)
    .where(
      inArray(
        sessions.staffUserId,
        db
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.contractorId, contractorId)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
