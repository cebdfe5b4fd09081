import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline, pipelineActivities } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';

/** A sales person who joined the team at `joinedAt` (tests of assignment and digests). */
export async function addSalesPerson(
  database: Database,
  name: string,
  joinedAt: string,
  overrides: Partial<typeof salesPeople.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(salesPeople)
    .values({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@roofbid.ca`,
      createdAt: new Date(joinedAt),
      ...overrides,
    })
    .returning();
  return row!;
}

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
  const [submission] = await database.db
    .insert(contactSubmissions)
    .values({
      name,
      phone: '(403) 555-0134',
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      address: '123 Elbow Dr SW, Calgary',
      date: '2026-12-01',
      country: 'Canada',
      province: 'Alberta',
      postalCode: 'T2P 1J9',
      budget: '10k-20k',
      finalPriceCents: 9_999,
    })
    .returning();
  const [row] = await database.db
    .insert(leadPipeline)
    .values({
      contactSubmissionId: submission!.id,
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
