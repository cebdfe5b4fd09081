import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobStatuses, leadPipeline, pipelineActivities } from '../../db/schema/pipeline.ts';
import type { salesPeople } from '../../db/schema/staff.ts';
import { insertSalesPerson, insertSubmission } from '../../test-support/pipeline.ts';

/** A sales person who joined the team at `joinedAt` (tests of assignment and digests). */
export const addSalesPerson = (
  database: Database,
  name: string,
  joinedAt: string,
  overrides: Partial<typeof salesPeople.$inferInsert> = {},
) => insertSalesPerson(database, name, { createdAt: new Date(joinedAt), ...overrides });

export async function statusNamed(database: Database, name: string) {
  const [row] = await database.db.select().from(jobStatuses).where(eq(jobStatuses.name, name));
  return row!;
}

export async function pipelineRowOf(database: Database, contactSubmissionId: string) {
  const [row] = await database.db
    .select()
    .from(leadPipeline)
    .where(eq(leadPipeline.contactSubmissionId, contactSubmissionId));
  return row;
}

/** A quote request in the pipeline of `salesPersonId`, inserted directly (no automation). */
export async function addPipelineLead(
  database: Database,
  lead: { name: string; salesPersonId: string; status: string } & Partial<
    typeof leadPipeline.$inferInsert
  >,
) {
  const { name, salesPersonId, status, ...pipeline } = lead;
  const submission = await insertSubmission(database, {
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    postalCode: 'T2P 1J9',
    projectType: null,
  });
  const [row] = await database.db
    .insert(leadPipeline)
    .values({
      contactSubmissionId: submission.id,
      assignedSalesPersonId: salesPersonId,
      statusId: (await statusNamed(database, status)).id,
      ...pipeline,
    })
    .returning();
  return row!;
}

export async function addActivity(
  database: Database,
  activity: typeof pipelineActivities.$inferInsert,
) {
  const [row] = await database.db.insert(pipelineActivities).values(activity).returning();
  return row!;
}
