import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/pipeline.ts';

export type JobStatusRow = typeof jobStatuses.$inferSelect;

/** SPEC.md §9: by order descending, then newest first. */
const boardOrder = [desc(jobStatuses.order), desc(jobStatuses.createdAt), asc(jobStatuses.id)];

export function listJobStatuses(db: Db) {
  return db
    .select()
    .from(jobStatuses)
    .orderBy(...boardOrder);
}

/** The board's columns: active statuses of category active. */
export function listBoardStatuses(db: Db) {
  return db
    .select()
    .from(jobStatuses)
    .where(and(eq(jobStatuses.isActive, true), eq(jobStatuses.category, 'active')))
    .orderBy(...boardOrder);
}

export async function findJobStatus(db: Db, id: string) {
  const [row] = await db.select().from(jobStatuses).where(eq(jobStatuses.id, id));
  return row;
}

export async function findJobStatusByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(jobStatuses)
    .where(sql`lower(${jobStatuses.name}) = lower(${name})`);
  return row;
}

export async function insertJobStatus(db: Db, values: typeof jobStatuses.$inferInsert) {
  const [row] = await db.insert(jobStatuses).values(values).returning();
  return row!;
}

export async function updateJobStatus(
  db: Db,
  id: string,
  values: Partial<typeof jobStatuses.$inferInsert>,
) {
  const [row] = await db.update(jobStatuses).set(values).where(eq(jobStatuses.id, id)).returning();
  return row;
}
