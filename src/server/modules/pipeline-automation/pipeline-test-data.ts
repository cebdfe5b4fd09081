import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
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
