import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PipelineListSort } from '#shared/schemas/pipeline/leads.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import { contactSubmissions as submissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { jobStatuses, leadPipeline as lp } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';
import { leadFilterSql } from '../admin-leads/admin-leads.queries.ts';
import { findRow, insertRow, updateRow } from '../../db/rows.ts';

export type PipelineLeadRow = typeof lp.$inferSelect;

/**
 * What the board and the list narrow to. `mine: null` means "mine" was asked for by somebody
 * who is not a sales person: nothing matches.
 */
export type PipelineFilters = {
  statusId?: string;
  salesPersonId?: string;
  mine?: string | null;
  search?: string;
};

function filterSql(filters: PipelineFilters): SQL | undefined {
  return and(
    filters.statusId ? eq(lp.statusId, filters.statusId) : undefined,
    filters.salesPersonId ? eq(lp.assignedSalesPersonId, filters.salesPersonId) : undefined,
    filters.mine === null ? sql`false` : undefined,
    filters.mine ? eq(lp.assignedSalesPersonId, filters.mine) : undefined,
    filters.search ? searchSql(filters.search) : undefined,
  );
}

/**
 * Name, e-mail or phone of the submission, on its trigram indexes: the matching submissions are
 * found first (an array evaluated once), then their pipeline rows by the unique index. Joined
 * and filtered per row instead, the planner walks a whole board column probing each lead for a
 * rare name (60 ms a column at 100,000 leads instead of 2).
 */
function searchSql(search: string) {
  return sql`${lp.contactSubmissionId} = any(array(select ${submissions.id} from ${submissions} where ${leadFilterSql({ search })}))`;
}

const referralRep = alias(salesPeople, 'referral_rep');

// The order number the pipeline recorded, else the submission's own order's.
const orderNumber = sql<
  string | null
>`coalesce(${lp.orderNumber}, (select ${orders.orderNumber} from ${orders} where ${orders.contactSubmissionId} = ${lp.contactSubmissionId} order by ${orders.createdAt} limit 1))`;

const cardColumns = {
  id: lp.id,
  contactSubmissionId: lp.contactSubmissionId,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  projectType: submissions.projectType,
  valueCents: lp.valueCents,
  probability: lp.probability,
  expectedCloseDate: lp.expectedCloseDate,
  nextFollowUpDate: lp.nextFollowUpDate,
  lastContactDate: lp.lastContactDate,
  updatedAt: lp.updatedAt,
  // updated_at exactly as stored (microseconds), for the keyset cursor.
  cursorAt: sql<string>`${lp.updatedAt}::text`,
  orderNumber,
  salesPersonId: salesPeople.id,
  salesPersonName: salesPeople.name,
  statusId: jobStatuses.id,
  statusName: jobStatuses.name,
  statusColor: jobStatuses.color,
  statusCategory: jobStatuses.category,
  referralRepId: referralRep.id,
  referralRepName: referralRep.name,
};

function cards(db: Db) {
  return db
    .select(cardColumns)
    .from(lp)
    .innerJoin(submissions, eq(submissions.id, lp.contactSubmissionId))
    .innerJoin(salesPeople, eq(salesPeople.id, lp.assignedSalesPersonId))
    .innerJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .leftJoin(referralRep, eq(referralRep.id, submissions.referredBySalesPersonId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

/** Where the previous page of a column ended. */
export type ColumnCursor = { at: string; id: string };

/**
 * One column's cards, most recently touched first, after `cursor`: a walk down the board index
 * (status, updated_at desc, id desc), or the rep's when filtered to one. One more than `limit`
 * tells whether there is a next page.
 */
export function columnCards(
  db: Db,
  filters: PipelineFilters,
  statusId: string,
  limit: number,
  cursor?: ColumnCursor,
) {
  return cards(db)
    .where(
      and(
        filterSql(filters),
        eq(lp.statusId, statusId),
        cursor
          ? sql`(${lp.updatedAt}, ${lp.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(lp.updatedAt), desc(lp.id))
    .limit(limit + 1);
}

/**
 * Count, value and Σ value × probability per status for the filters: the stat cards and the
 * column headers from one pass.
 */
export async function totalsByStatus(db: Db, filters: PipelineFilters) {
  const rows = await db
    .select({
      statusId: lp.statusId,
      leads: sql<string>`count(*)`,
      valueCents: sql<string>`coalesce(sum(${lp.valueCents}), 0)`,
      // bigint: at most 10 million dollars (in cents) × 100 a lead.
      weighted: sql<string>`coalesce(sum(${lp.valueCents} * ${lp.probability}), 0)`,
    })
    .from(lp)
    .where(filterSql(filters))
    .groupBy(lp.statusId);
  return rows.map((r) => ({
    statusId: r.statusId,
    leads: Number(r.leads),
    valueCents: Number(r.valueCents),
    // Still × 100 (probability is a percentage): divided once, after summing.
    weightedTimes100: Number(r.weighted),
  }));
}

const sortColumns: Record<PipelineListSort, SQL> = {
  value: sql`${lp.valueCents}`,
  expectedCloseDate: sql`${lp.expectedCloseDate}`,
  nextFollowUpDate: sql`${lp.nextFollowUpDate}`,
  updatedAt: sql`${lp.updatedAt}`,
  name: sql`${submissions.name}`,
};

/**
 * The list view: one sorted page; empty dates last whichever way it is sorted. The page's ids
 * come from lead_pipeline alone (a top-N sort of its rows), then only those are joined: sorting
 * the joined rows would join every lead first. Sorting by name needs the join.
 */
export async function listPage(
  db: Db,
  filters: PipelineFilters,
  sort: PipelineListSort,
  direction: 'asc' | 'desc',
  page: number,
  pageSize: number,
) {
  const column = sortColumns[sort];
  const order = [
    direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
    direction === 'asc' ? asc(lp.id) : desc(lp.id),
  ];
  if (sort === 'name') {
    return cards(db)
      .where(filterSql(filters))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  }
  const ids = (
    await db
      .select({ id: lp.id })
      .from(lp)
      .where(filterSql(filters))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await cards(db).where(inArray(lp.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** How many leads match, counted up to MAX_COUNTED + 1 (src/server/db/paging.ts). */
export const countMatching = (db: Db, filters: PipelineFilters) =>
  cappedCount(db, lp, filterSql(filters));

export async function findCard(db: Db, id: string) {
  const [row] = await cards(db).where(eq(lp.id, id));
  return row;
}

/** A rep's open leads whose next follow-up is before `before`, soonest first. */
export function followUpCards(db: Db, salesPersonId: string, from: Date | null, before: Date) {
  return cards(db)
    .where(
      and(
        eq(lp.assignedSalesPersonId, salesPersonId),
        eq(jobStatuses.category, 'active'),
        from ? sql`${lp.nextFollowUpDate} >= ${from}` : undefined,
        sql`${lp.nextFollowUpDate} < ${before}`,
      ),
    )
    .orderBy(asc(lp.nextFollowUpDate), asc(lp.id))
    .limit(200);
}

export const findPipelineLead = findRow(lp);

export async function lockPipelineLead(db: Db, id: string) {
  const [row] = await db.select().from(lp).where(eq(lp.id, id)).for('update');
  return row;
}

export async function pipelineLeadOfSubmission(db: Db, contactSubmissionId: string) {
  const [row] = await db
    .select({ id: lp.id })
    .from(lp)
    .where(eq(lp.contactSubmissionId, contactSubmissionId));
  return row;
}

export const insertPipelineLead = insertRow(lp);

export const updatePipelineLead = updateRow(lp);

export const findSubmission = findRow(submissions);

/** The submission's order, newest first, for the drawer. */
export async function orderOfSubmission(db: Db, contactSubmissionId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.contactSubmissionId, contactSubmissionId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}
