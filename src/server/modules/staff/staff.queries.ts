import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { findRow, insertRow } from '../../db/rows.ts';

export type StaffUser = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.toLowerCase()));
  return row;
}

export const insertStaffUser = insertRow(staffUsers);

export async function setStaffPassword(db: Db, id: string, passwordHash: string, at: Date) {
  await db.update(staffUsers).set({ passwordHash, updatedAt: at }).where(eq(staffUsers.id, id));
}

export async function recordStaffLogin(db: Db, id: string, at: Date) {
  await db.update(staffUsers).set({ lastLoginAt: at }).where(eq(staffUsers.id, id));
}

export const findStaffById = findRow(staffUsers);

/** A re-invited user's name as the admin typed it this time. */
export async function renameStaffUser(db: Db, id: string, name: string, at: Date) {
  await db.update(staffUsers).set({ name, updatedAt: at }).where(eq(staffUsers.id, id));
}
