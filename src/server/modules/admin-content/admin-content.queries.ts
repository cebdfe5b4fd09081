import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { coupons, dropdownOptions, faqEntries, settings } from '../../db/schema/content.ts';
import { incompletePaymentLeads } from '../../db/schema/payments.ts';
import { jobStatuses } from '../../db/schema/pipeline.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { salesPeople, staffUsers } from '../../db/schema/staff.ts';
import { insertRow, updateRow } from '../../db/rows.ts';

export const listFaq = (db: Db) =>
  db
    .select()
    .from(faqEntries)
    .orderBy(asc(faqEntries.category), asc(faqEntries.sortOrder), asc(faqEntries.question));

export const insertFaq = insertRow(faqEntries);

export const updateFaq = updateRow(faqEntries);

export async function deleteFaq(db: Db, id: string) {
  return (
    (await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id }))
      .length > 0
  );
}

export const listDropdownOptions = (db: Db) =>
  db
    .select()
    .from(dropdownOptions)
    .orderBy(asc(dropdownOptions.category), asc(dropdownOptions.sortOrder));

export const insertDropdownOption = insertRow(dropdownOptions);

export const updateDropdownOption = updateRow(dropdownOptions);

export const listCoupons = (db: Db) => db.select().from(coupons).orderBy(asc(coupons.code));

export const insertCoupon = insertRow(coupons);

export const updateCoupon = updateRow(coupons);

export async function upsertSetting(
  db: Db,
  key: string,
  value: unknown,
  staffId: string | undefined,
  at: Date,
) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedBy: staffId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: at, updatedBy: staffId },
    });
}

/** A page of rows and how many match (capped). */
export async function pageOfTable<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: SQL,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], counted: total };
}

export const reviewsWhere = (status?: (typeof contractorReviews.$inferSelect)['status']) =>
  status ? eq(contractorReviews.status, status) : undefined;
export const reviewsOrder = sql`${contractorReviews.submittedAt} desc`;

export async function updateReviewStatus(
  db: Db,
  id: string,
  status: (typeof contractorReviews.$inferSelect)['status'],
) {
  const [row] = await db
    .update(contractorReviews)
    .set({ status })
    .where(eq(contractorReviews.id, id))
    .returning();
  return row;
}

/** A review, locked for a change that depends on what it is now. */
export async function lockReview(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(contractorReviews)
    .where(eq(contractorReviews.id, id))
    .for('update');
  return row;
}

export async function markReviewVerified(db: Db, id: string, staffId: string, at: Date) {
  const [row] = await db
    .update(contractorReviews)
    .set({ verifiedAt: at, verifiedByStaffId: staffId })
    .where(eq(contractorReviews.id, id))
    .returning();
  return row!;
}

export const incompleteWhere = (status?: (typeof incompletePaymentLeads.$inferSelect)['status']) =>
  status ? eq(incompletePaymentLeads.status, status) : undefined;
export const incompleteOrder = sql`${incompletePaymentLeads.createdAt} desc`;

export const updateIncomplete = updateRow(incompletePaymentLeads);

export async function auditPageRows(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: staffUsers.name, actorRole: staffUsers.role })
      .from(auditLog)
      .leftJoin(
        staffUsers,
        and(eq(auditLog.actorType, 'staff'), eq(sql`${staffUsers.id}::text`, auditLog.actorId)),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, auditLog, undefined),
  ]);
  return { rows, counted: total };
}

/**
 * Names for the ids audit rows carry that a person can read by name (job statuses, sales
 * people), so the log says "status: New Lead → Won" rather than two UUIDs.
 */
export async function namesOfIds(db: Db, ids: string[]) {
  if (ids.length === 0) return {};
  const [statuses, people] = await Promise.all([
    db
      .select({ id: jobStatuses.id, name: jobStatuses.name })
      .from(jobStatuses)
      .where(inArray(jobStatuses.id, ids)),
    db
      .select({ id: salesPeople.id, name: salesPeople.name })
      .from(salesPeople)
      .where(inArray(salesPeople.id, ids)),
  ]);
  return Object.fromEntries([...statuses, ...people].map((row) => [row.id, row.name]));
}
