import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pipelineActivities as activities } from '../../db/schema/pipeline.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { insertRow, updateRow } from '../../db/rows.ts';

export type ActivityRow = typeof activities.$inferSelect;

const withAuthor = { activity: activities, authorName: staffUsers.name };

/** A lead's timeline, newest first. */
export function listActivities(db: Db, leadPipelineId: string) {
  return db
    .select(withAuthor)
    .from(activities)
    .leftJoin(staffUsers, eq(staffUsers.id, activities.createdBy))
    .where(eq(activities.leadPipelineId, leadPipelineId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(500);
}

export async function findActivity(db: Db, id: string) {
  const [row] = await db
    .select(withAuthor)
    .from(activities)
    .leftJoin(staffUsers, eq(staffUsers.id, activities.createdBy))
    .where(eq(activities.id, id));
  return row;
}

export async function lockActivity(db: Db, id: string) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

export const insertActivity = insertRow(activities);

export const updateActivity = updateRow(activities);
