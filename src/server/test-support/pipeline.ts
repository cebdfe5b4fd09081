import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { App } from '../app.ts';
import type { Clock } from '../clock.ts';
import { contactSubmissions } from '../db/schema/leads.ts';
import { jobStatuses, leadPipeline } from '../db/schema/pipeline.ts';
import { salesPeople } from '../db/schema/staff.ts';
import type { PipelineDigestDeps } from '../jobs/pipeline-digest.ts';
import { asUser, createStaff, signedInAdmin, signIn } from './accounts.ts';

/** A contact submission written directly (no rate limits, no e-mails): for pipeline tests. */
export async function insertSubmission(
  database: Database,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(contactSubmissions)
    .values({
      name: 'Jane Homeowner',
      phone: '(403) 555-0134',
      email: 'jane@example.com',
      address: '123 Elbow Dr SW, Calgary',
      date: '2026-12-01',
      country: 'Canada',
      province: 'Alberta',
      postalCode: 'T2P1J9',
      budget: '10k-20k',
      projectType: 'replacement',
      finalPriceCents: 9999,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertSalesPerson(
  database: Database,
  name: string,
  overrides: Partial<typeof salesPeople.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(salesPeople)
    .values({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@roofbid.ca`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The seeded reference statuses (src/server/db/seed/reference.ts) by name. */
export async function statusesByName(database: Database) {
  const rows = await database.db.select().from(jobStatuses);
  return Object.fromEntries(rows.map((s) => [s.name, s])) as Record<string, (typeof rows)[number]>;
}

/** A pipeline row over a fresh submission. */
export async function insertPipelineLead(
  database: Database,
  values: {
    salesPersonId: string;
    statusId: string;
    name?: string;
    valueCents?: number;
    probability?: number;
  } & Partial<typeof leadPipeline.$inferInsert>,
) {
  const { salesPersonId, statusId, name, ...rest } = values;
  const submission = await insertSubmission(database, {
    name: name ?? 'Jane Homeowner',
    email: `${(name ?? 'jane').toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
  });
  const [row] = await database.db
    .insert(leadPipeline)
    .values({
      contactSubmissionId: submission.id,
      assignedSalesPersonId: salesPersonId,
      statusId,
      ...rest,
    })
    .returning();
  return { lead: row!, submission };
}

export async function pipelineRow(database: Database, id: string) {
  const [row] = await database.db.select().from(leadPipeline).where(eq(leadPipeline.id, id));
  return row;
}

/**
 * The team most pipeline tests start from: a signed-in admin, the sales rep Sam (signed in, with
 * a sales-person row) and Rita (a sales person without a sign-in), and the seeded statuses.
 */
export async function pipelineTeam(app: App, database: Database) {
  const admin = await signedInAdmin(app, database);
  const salesUser = await createStaff(database, 'sam@roofbid.ca', 'sales');
  const sales = asUser(app, await signIn(app, 'staff', 'sam@roofbid.ca'));
  const sam = await insertSalesPerson(database, 'Sam Sales', { staffUserId: salesUser.id });
  const rita = await insertSalesPerson(database, 'Rita Rep');
  return { admin, sales, sam, rita };
}

/** The pipeline digest job's own dependencies, as another app instance would have them. */
export function pipelineDigestDeps(
  app: App,
  database: Database,
  clock: Clock,
  timeZone: string,
): PipelineDigestDeps {
  return {
    db: database.db,
    clock,
    email: { deliver: false },
    appUrl: 'http://localhost:5000',
    timeZone,
    emailQueued: () => {},
    log: app.log,
  };
}
