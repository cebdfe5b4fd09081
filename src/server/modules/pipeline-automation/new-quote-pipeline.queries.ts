import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { NEW_LEAD_PROBABILITY } from '#shared/domain/deal-value.ts';
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

/** The board's first column: the first active status (category active, by the board's order). */
const firstColumn = sql`select s.id, s.lead_status from ${jobStatuses} s
  where s.category = 'active' and s.is_active
  order by s."order" desc, s.created_at desc
  limit 1`;

/**
 * A new quote request's status: the one the board's first column stands for, where the pipeline
 * puts it (one lead, one status: src/shared/domain/lead-status.ts); New without a board.
 */
export const newLeadStatus = sql`coalesce((select fc.lead_status from (${firstColumn}) fc), 'new')`;

/**
 * Common table expressions that put new quote requests into the pipeline, in the statement that
 * inserts them (`newLeadCte` names that insert's CTE, returning `id`,
 * `referred_by_sales_person_id` and `submitted_at`; `dealValueCte` a relation of each lead's
 * `id` and `deal_value_cents`): one statement, so the pipeline rows commit with the leads and
 * POST /api/contact pays no extra round trip or transaction (it is benchmarked).
 *
 * Each row goes to the first active status of the board (category active, by `order` desc, then
 * newest: the board's order), assigned to the referring rep when they are active, else to the
 * active rep with the fewest open pipeline leads (ties: the longest on the team). Several leads
 * inserted together are dealt out in that order, the first to the least loaded, the second to
 * the next. No active status or no active rep: no row. An audit row records each one. Every new
 * deal starts at the value given (startingDealValueCents: the instant estimate's middle, else the
 * budget's value) and the new-lead probability (deal-value.ts), with a first follow-up due at
 * once, so the rep, who brought it or was dealt it, hears of it.
 */
export function newQuotePipelineCtes(db: Db, newLeadCte: string, dealValueCte: string) {
  const lead = sql.identifier(newLeadCte);
  const dealValue = sql.identifier(dealValueCte);
  const reps = db.$with('pipeline_reps', { id: sql<string>`id` }).as(sql`
    select sp.id,
      row_number() over (order by (
        -- Counted from the (rep, status) board index alone: an index-only scan, about 9 ms
        -- for 66,000 open leads over 20 reps on PostgreSQL (a join to the statuses: 40 ms).
        select count(*) from ${leadPipeline} lp
        where lp.assigned_sales_person_id = sp.id
          and lp.status_id = any(array(
            select js.id from ${jobStatuses} js where js.category = 'active'))
      ), sp.created_at, sp.id) - 1 as rank,
      count(*) over () as reps
    from ${salesPeople} sp
    where sp.is_active`);
  const placed = db.$with('new_pipeline_lead', { id: sql<string>`id` }).as(sql`
    insert into ${leadPipeline} (contact_submission_id, assigned_sales_person_id, status_id,
      value_cents, probability, next_follow_up_date, created_at, updated_at)
    select l.id, coalesce(referrer.id, rep.id), first_status.id,
      l.deal_value_cents, ${sql.raw(String(NEW_LEAD_PROBABILITY))},
      -- A first call is due at once: the rep sees the lead in Follow-ups and the morning digest.
      l.submitted_at, l.submitted_at, l.submitted_at
    from (
      select n.id, n.submitted_at, n.referred_by_sales_person_id, dv.deal_value_cents,
        row_number() over (partition by n.referred_by_sales_person_id is null
          order by n.submitted_at, n.id) - 1 as k
      from ${lead} n
      join ${dealValue} dv on dv.id = n.id
    ) l
    cross join lateral (${firstColumn}) first_status
    left join ${salesPeople} referrer
      on referrer.id = l.referred_by_sales_person_id and referrer.is_active
    left join pipeline_reps rep on rep.rank = l.k % rep.reps
    where coalesce(referrer.id, rep.id) is not null
    on conflict do nothing
    returning id, contact_submission_id, assigned_sales_person_id, status_id, value_cents,
      created_at`);
  const audited = db.$with('new_pipeline_lead_audit', { id: sql<number>`id` }).as(sql`
    insert into ${auditLog} (actor_type, action, entity_type, entity_id, details, created_at)
    select 'system', ${PIPELINE_LEAD_CREATED}, 'lead_pipeline', p.id::text,
      jsonb_build_object('contactSubmissionId', p.contact_submission_id,
        'assignedSalesPersonId', p.assigned_sales_person_id, 'statusId', p.status_id,
        'valueCents', p.value_cents, 'by', 'quote_request'),
      p.created_at
    from new_pipeline_lead p
    returning id`);
  return [reps, placed, audited] as const;
}
