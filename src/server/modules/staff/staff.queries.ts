import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/staff.ts';

export type StaffUser = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.toLowerCase()));
  return row;
}

export async function insertStaffUser(db: Db, user: typeof staffUsers.$inferInsert) {
  const [row] = await db.insert(staffUsers).values(user).returning();
  return row!;
}

export async function setStaffPassword(db: Db, id: string, passwordHash: string, at: Date) {
  await db.update(staffUsers).set({ passwordHash, updatedAt: at }).where(eq(staffUsers.id, id));
}

export async function recordStaffLogin(db: Db, id: string, at: Date) {
  await db.update(staffUsers).set({ lastLoginAt: at }).where(eq(staffUsers.id, id));
}

export async function findStaffById(db: Db, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** A re-invited user's name as the admin typed it this time. */
export async function renameStaffUser(db: Db, id: string, name: string, at: Date) {
  await db.update(staffUsers).set({ name, updatedAt: at }).where(eq(staffUsers.id, id));
}
