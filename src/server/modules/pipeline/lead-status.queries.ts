import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';

/**
 * One lead, one status (src/shared/domain/lead-status.ts): the leads on the board that `which`
 * picks take the status their column stands for, in the caller's transaction. Every change of a
 * board column (a move, a new pipeline lead, a column's meaning) ends with this; a lead with an
 * order keeps Won.
 */
async function takeColumnStatus(db: Db, which: SQL) {
  await db.execute(sql`update ${contactSubmissions} cs set lead_status = js.lead_status
    from ${leadPipeline} lp join ${jobStatuses} js on js.id = lp.status_id
    where lp.contact_submission_id = cs.id and ${which}
      and cs.lead_status <> js.lead_status
      and (cs.converted_at is null or js.lead_status = 'won')`);
}

/** This lead (a contact submission) takes its board column's status. */
export const leadTakesColumnStatus = (db: Db, contactSubmissionId: string) =>
  takeColumnStatus(db, sql`lp.contact_submission_id = ${contactSubmissionId}`);

/** Every lead in this column takes the status it now stands for. */
export const columnLeadsTakeItsStatus = (db: Db, statusId: string) =>
  takeColumnStatus(db, sql`lp.status_id = ${statusId}`);

/** The name of the board column a lead sits in, or undefined when it is not on the board. */
export async function boardColumnOfLead(db: Db, contactSubmissionId: string) {
  const rows = await db
    .select({ name: jobStatuses.name })
    .from(leadPipeline)
    .innerJoin(jobStatuses, eq(jobStatuses.id, leadPipeline.statusId))
    .where(eq(leadPipeline.contactSubmissionId, contactSubmissionId));
  return rows[0]?.name;
}

/** How many leads sit in this column. */
export async function leadsInColumn(db: Db, statusId: string) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(leadPipeline)
    .where(eq(leadPipeline.statusId, statusId));
  return Number(row?.n ?? 0);
}
