import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline, pipelineActivities } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';

/** The outbox key of a rep's digest for one business day: at most one e-mail each. */
export const digestKey = (salesPersonId: string, day: string) =>
  `pipeline-digest:${salesPersonId}:${day}`;

export type DigestRep = { id: string; name: string; email: string };

/**
 * Active reps with something due by `end` (an open lead's follow-up, or a scheduled activity
 * not done on one of their leads) whose digest for `day` is not in the outbox yet.
 */
export function repsDueADigest(db: Db, day: string, end: Date) {
  const until = end.toISOString();
  return queryRows<DigestRep>(
    db,
    sql`select sp.id, sp.name, sp.email from ${salesPeople} sp
      where sp.is_active
        and not exists (select 1 from ${emailOutbox} e
          where e.dedupe_key = 'pipeline-digest:' || sp.id::text || ':' || ${day})
        and (
          exists (select 1 from ${leadPipeline} lp
            join ${jobStatuses} js on js.id = lp.status_id and js.category = 'active'
            where lp.assigned_sales_person_id = sp.id
              and lp.next_follow_up_date < ${until}::timestamptz)
          or exists (select 1 from ${leadPipeline} lp
            join ${pipelineActivities} a on a.lead_pipeline_id = lp.id
            where lp.assigned_sales_person_id = sp.id
              and a.completed_at is null and a.scheduled_at < ${until}::timestamptz)
        )
      order by sp.created_at, sp.id`,
  );
}

export type DueFollowUp = {
  leadName: string;
  statusName: string;
  valueCents: number;
  dueAt: Date;
};
export type DueActivity = {
  leadName: string;
  activityType: string;
  subject: string;
  scheduledAt: Date;
};
/** The first `limit` items, and how many there are in all (and before `start`: overdue). */
export type DueList<T> = { items: T[]; total: number; overdue: number };

/** The rep's open leads with a follow-up due by `end`, earliest first. */
export async function dueFollowUps(
  db: Db,
  salesPersonId: string,
  day: { start: Date; end: Date },
  limit: number,
): Promise<DueList<DueFollowUp>> {
  const rows = await queryRows<Record<keyof DueFollowUp | 'total' | 'overdue', string>>(
    db,
    sql`select c.name as "leadName", js.name as "statusName", lp.value_cents as "valueCents",
        lp.next_follow_up_date as "dueAt", count(*) over () as total,
        count(*) filter (where lp.next_follow_up_date < ${day.start.toISOString()}::timestamptz)
          over () as overdue
      from ${leadPipeline} lp
      join ${jobStatuses} js on js.id = lp.status_id and js.category = 'active'
      join ${contactSubmissions} c on c.id = lp.contact_submission_id
      where lp.assigned_sales_person_id = ${salesPersonId}
        and lp.next_follow_up_date < ${day.end.toISOString()}::timestamptz
      order by lp.next_follow_up_date, lp.id
      limit ${limit}`,
  );
  return listOf(rows, (r) => ({
    leadName: r.leadName,
    statusName: r.statusName,
    valueCents: Number(r.valueCents),
    dueAt: new Date(r.dueAt),
  }));
}

/** Activities on the rep's leads scheduled by `end` and not done, earliest first. */
export async function dueActivities(
  db: Db,
  salesPersonId: string,
  day: { start: Date; end: Date },
  limit: number,
): Promise<DueList<DueActivity>> {
  const rows = await queryRows<Record<keyof DueActivity | 'total' | 'overdue', string>>(
    db,
    sql`select c.name as "leadName", a.activity_type as "activityType", a.subject,
        a.scheduled_at as "scheduledAt", count(*) over () as total,
        count(*) filter (where a.scheduled_at < ${day.start.toISOString()}::timestamptz)
          over () as overdue
      from ${leadPipeline} lp
      join ${pipelineActivities} a on a.lead_pipeline_id = lp.id
      join ${contactSubmissions} c on c.id = lp.contact_submission_id
      where lp.assigned_sales_person_id = ${salesPersonId}
        and a.completed_at is null and a.scheduled_at < ${day.end.toISOString()}::timestamptz
      order by a.scheduled_at, a.id
      limit ${limit}`,
  );
  return listOf(rows, (r) => ({
    leadName: r.leadName,
    activityType: r.activityType,
    subject: r.subject,
    scheduledAt: new Date(r.scheduledAt),
  }));
}

function listOf<R extends { total: string; overdue: string }, T>(
  rows: R[],
  item: (row: R) => T,
): DueList<T> {
  return {
    items: rows.map(item),
    total: Number(rows[0]?.total ?? 0),
    overdue: Number(rows[0]?.overdue ?? 0),
  };
}
