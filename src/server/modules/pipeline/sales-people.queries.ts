import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesPeople, staffUsers } from '../../db/schema/staff.ts';
import { insertRow, updateRow } from '../../db/rows.ts';

export type SalesPersonRow = typeof salesPeople.$inferSelect;

const withSignIn = {
  person: salesPeople,
  // Invited but no password chosen yet.
  invitationPending: sql<boolean>`(${staffUsers.id} is not null and ${staffUsers.passwordHash} is null)`,
};

/** Everyone, active first, then by name. */
export function listSalesPeople(db: Db) {
  return db
    .select(withSignIn)
    .from(salesPeople)
    .leftJoin(staffUsers, eq(staffUsers.id, salesPeople.staffUserId))
    .orderBy(desc(salesPeople.isActive), asc(salesPeople.name), asc(salesPeople.id));
}

export async function findSalesPerson(db: Db, id: string) {
  const [row] = await db
    .select(withSignIn)
    .from(salesPeople)
    .leftJoin(staffUsers, eq(staffUsers.id, salesPeople.staffUserId))
    .where(eq(salesPeople.id, id));
  return row;
}

export async function findSalesPersonByEmail(db: Db, email: string) {
  const [row] = await db.select().from(salesPeople).where(eq(salesPeople.email, email));
  return row;
}

/** The sales person a staff user signs in as ("mine"), if any. */
export async function salesPersonOfStaff(db: Db, staffUserId: string) {
  const [row] = await db
    .select({ id: salesPeople.id })
    .from(salesPeople)
    .where(eq(salesPeople.staffUserId, staffUserId))
    .orderBy(desc(salesPeople.isActive), asc(salesPeople.createdAt))
    .limit(1);
  return row?.id;
}

/** The active sales person a staff user signs in as, with their referral code. */
export async function activeSalesPersonOfStaff(db: Db, staffUserId: string) {
  const [row] = await db
    .select({ id: salesPeople.id, name: salesPeople.name, referralCode: salesPeople.referralCode })
    .from(salesPeople)
    .where(and(eq(salesPeople.staffUserId, staffUserId), eq(salesPeople.isActive, true)))
    .orderBy(asc(salesPeople.createdAt), asc(salesPeople.id))
    .limit(1);
  return row;
}

export async function countActiveSalesPeople(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(salesPeople)
    .where(eq(salesPeople.isActive, true));
  return Number(row?.n ?? 0);
}

export const insertSalesPerson = insertRow(salesPeople);

export const updateSalesPerson = updateRow(salesPeople);

export async function setStaffEmail(db: Db, staffUserId: string, email: string, at: Date) {
  await db.update(staffUsers).set({ email, updatedAt: at }).where(eq(staffUsers.id, staffUserId));
}

/** A sales account signs in only while its sales person is active (admins keep theirs). */
export async function setSalesAccountActive(
  db: Db,
  staffUserId: string,
  isActive: boolean,
  at: Date,
) {
  await db
    .update(staffUsers)
    .set({ isActive, updatedAt: at })
    .where(sql`${staffUsers.id} = ${staffUserId} and ${staffUsers.role} = 'sales'`);
}
