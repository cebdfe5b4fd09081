import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobStatuses } from '../../db/schema/pipeline.ts';
import { findRow, insertRow, updateRow } from '../../db/rows.ts';

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

export const findJobStatus = findRow(jobStatuses);

export async function findJobStatusByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(jobStatuses)
    .where(sql`lower(${jobStatuses.name}) = lower(${name})`);
  return row;
}

export const insertJobStatus = insertRow(jobStatuses);

export const updateJobStatus = updateRow(jobStatuses);
