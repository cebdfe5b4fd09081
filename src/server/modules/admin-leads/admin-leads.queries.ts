import { and, desc, eq, gte, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedCount, containing, containsText } from '../../db/paging.ts';
import { leadCounters, contactSubmissions as leads } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';
import { updateRow } from '../../db/rows.ts';

export type LeadFilters = {
  search?: string;
  projectType?: string;
  leadStatus?: (typeof leads.$inferSelect)['leadStatus'];
};

/**
 * Name, e-mail or phone contain the search. Each column has a trigram index, so this stays an
 * index search at a million leads; phone matches on digits, however it was typed.
 */
export function leadFilterSql(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    // Phone numbers are matched only for searches that look like one ("403 555", "(780)"),
    // so a name with a digit in it does not match every phone containing that digit.
    const looksLikePhone = /^[\d\s().+-]+$/.test(filters.search);
    const digits = looksLikePhone ? filters.search.replace(/\D/g, '') : '';
    // An e-mail address has no spaces: a full name ("Olivia Tremblay") skips that index, which
    // would only return candidates to throw away (half the time of such a search at 1M leads).
    const mayBeEmail = !/\s/.test(filters.search);
    conditions.push(
      or(
        containsText(leads.name, filters.search),
        mayBeEmail ? like(leads.email, containing(filters.search.toLowerCase())) : undefined,
        digits.length >= 3 ? like(leads.phoneDigits, containing(digits)) : undefined,
      ),
    );
  }
  if (filters.projectType) conditions.push(eq(leads.projectType, filters.projectType));
  if (filters.leadStatus) conditions.push(eq(leads.leadStatus, filters.leadStatus));
  return and(...conditions);
}

/** One page of leads, newest first (the submitted_at index serves it without sorting). */
export function listLeads(db: Db, filters: LeadFilters, page: number, pageSize: number) {
  return db
    .select()
    .from(leads)
    .where(leadFilterSql(filters))
    .orderBy(desc(leads.submittedAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * For a page of leads: which are paying customers (an order with that e-mail exists) and which
 * have an order of their own. Two indexed look-ups for just these rows; as correlated EXISTS the
 * planner would hash every order on each page view.
 */
export async function leadOrderFlags(db: Db, page: { id: string; email: string }[]) {
  if (page.length === 0)
    return { paidEmails: new Set<string>(), orderedLeadIds: new Set<string>() };
  const emailOfOrder = sql<string>`lower(${orders.orderData} ->> 'customerEmail')`;
  const [paid, ordered] = await Promise.all([
    db
      .selectDistinct({ email: emailOfOrder })
      .from(orders)
      .where(inArray(emailOfOrder, [...new Set(page.map((l) => l.email))])),
    db
      .selectDistinct({ id: orders.contactSubmissionId })
      .from(orders)
      .where(
        inArray(
          orders.contactSubmissionId,
          page.map((l) => l.id),
        ),
      ),
  ]);
  return {
    paidEmails: new Set(paid.map((r) => r.email)),
    orderedLeadIds: new Set(ordered.map((r) => r.id).filter((id): id is string => Boolean(id))),
  };
}

export const countLeads = (db: Db, filters: LeadFilters) =>
  cappedCount(db, leads, leadFilterSql(filters));

/**
 * The stat cards without counting a million rows: the total from the trigger-kept counters,
 * this month's from the submitted_at index, converted ones from their partial index.
 */
export async function leadStats(db: Db, monthStart: Date) {
  const [total, month, converted] = await Promise.all([
    db.select({ n: sql<number>`coalesce(sum(${leadCounters.leads}), 0)` }).from(leadCounters),
    db
      .select({ n: sql<number>`count(*)` })
      .from(leads)
      .where(gte(leads.submittedAt, monthStart)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(leads)
      .where(isNotNull(leads.convertedAt)),
  ]);
  return {
    total: Number(total[0]!.n),
    thisMonth: Number(month[0]!.n),
    converted: Number(converted[0]!.n),
  };
}

export async function findLeadWithFlags(db: Db, id: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const flags = await leadOrderFlags(db, [lead]);
  return {
    lead,
    paid: flags.paidEmails.has(lead.email),
    hasOrder: flags.orderedLeadIds.has(lead.id),
  };
}

/** The sales rep whose QR link brought a lead (its referral), by id. */
export async function findReferringRep(db: Db, salesPersonId: string) {
  const [row] = await db
    .select({ id: salesPeople.id, name: salesPeople.name })
    .from(salesPeople)
    .where(eq(salesPeople.id, salesPersonId));
  return row;
}

export async function lockLead(db: Db, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

export const updateLead = updateRow(leads);

/** Leads with no order of their own, for the manual order form's picker. */
export function listPickableLeads(db: Db, search: string | undefined) {
  return db
    .select()
    .from(leads)
    .where(
      and(
        leadFilterSql({ search }),
        sql`not exists (select 1 from ${orders} where ${orders.contactSubmissionId} = "contact_submissions"."id")`,
      ),
    )
    .orderBy(desc(leads.submittedAt), desc(leads.id))
    .limit(20);
}

/** Every matching lead for a CSV export, newest first, in batches (keyset paging). */
export type ExportedLead = {
  lead: typeof leads.$inferSelect;
  pipelineStatus: string | null;
  referralRep: string | null;
  referralCode: string | null;
};

export async function* allLeads(
  db: Db,
  filters: LeadFilters,
  batch = 1000,
): AsyncGenerator<ExportedLead> {
  let after: { submittedAt: Date; id: string } | undefined;
  for (;;) {
    // The export says where each lead stands on the sales board and who referred it: one row
    // per lead (lead_pipeline holds at most one row per lead).
    const rows = await db
      .select({
        lead: leads,
        pipelineStatus: jobStatuses.name,
        referralRep: salesPeople.name,
        referralCode: salesPeople.referralCode,
      })
      .from(leads)
      .leftJoin(leadPipeline, eq(leadPipeline.contactSubmissionId, leads.id))
      .leftJoin(jobStatuses, eq(jobStatuses.id, leadPipeline.statusId))
      .leftJoin(salesPeople, eq(salesPeople.id, leads.referredBySalesPersonId))
      .where(
        and(
          leadFilterSql(filters),
          after
            ? sql`(${leads.submittedAt}, ${leads.id}) < (${after.submittedAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(leads.submittedAt), desc(leads.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows.at(-1)!.lead;
    after = { submittedAt: last.submittedAt, id: last.id };
  }
}
