import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactSubmissions as submissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { jobStatuses, leadPipeline as lp } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';

const ofRep = (salesPersonId?: string) =>
  salesPersonId ? eq(lp.assignedSalesPersonId, salesPersonId) : undefined;

/**
 * Won projects (leads in a won status), the most recently won first, with how many there are and
 * their value: one query, so the Progress header, its table and the win rates (closedByRep, the
 * same "category won") count the same leads. The table shows the newest 100.
 */
export async function wonProjects(db: Db, salesPersonId?: string) {
  const rows = await db
    .select({
      id: lp.id,
      name: submissions.name,
      projectType: submissions.projectType,
      valueCents: lp.valueCents,
      wonAt: lp.wonAt,
      orderNumber: sql<
        string | null
      >`coalesce(${lp.orderNumber}, (select ${orders.orderNumber} from ${orders} where ${orders.contactSubmissionId} = ${lp.contactSubmissionId} order by ${orders.createdAt} limit 1))`,
      salesPersonId: salesPeople.id,
      salesPersonName: salesPeople.name,
      // Window totals are taken over every matching row, before the limit.
      total: sql<string>`count(*) over ()`,
      totalValueCents: sql<string>`sum(${lp.valueCents}) over ()`,
    })
    .from(lp)
    .innerJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .innerJoin(submissions, eq(submissions.id, lp.contactSubmissionId))
    .innerJoin(salesPeople, eq(salesPeople.id, lp.assignedSalesPersonId))
    .where(and(eq(jobStatuses.category, 'won'), ofRep(salesPersonId)))
    .orderBy(sql`${lp.wonAt} desc nulls last`, desc(lp.id))
    .limit(100);
  return {
    rows,
    count: Number(rows[0]?.total ?? 0),
    valueCents: Number(rows[0]?.totalValueCents ?? 0),
  };
}

/** Open leads by month of expected close. */
export async function forecastByMonth(db: Db, salesPersonId?: string) {
  const month = sql<string>`to_char(${lp.expectedCloseDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      leads: sql<string>`count(*)`,
      valueCents: sql<string>`coalesce(sum(${lp.valueCents}), 0)`,
      // bigint: at most 10 million dollars (in cents) × 100 a lead.
      weighted: sql<string>`coalesce(sum(${lp.valueCents} * ${lp.probability}), 0)`,
    })
    .from(lp)
    .innerJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .where(
      and(
        eq(jobStatuses.category, 'active'),
        isNotNull(lp.expectedCloseDate),
        ofRep(salesPersonId),
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return rows.map((r) => ({
    month: r.month,
    leads: Number(r.leads),
    valueCents: Number(r.valueCents),
    weightedCents: Math.round(Number(r.weighted) / 100),
  }));
}

/**
 * Won and lost leads per sales person (active ones, and anyone who closed a lead): counted on
 * lead_pipeline alone, then named here; joining every lead to its rep first costs three times as
 * much.
 */
export async function closedByRep(db: Db, salesPersonId?: string) {
  const closedStatuses = db
    .select({ id: jobStatuses.id })
    .from(jobStatuses)
    .where(inArray(jobStatuses.category, ['won', 'lost']));
  const [counts, people, statuses] = await Promise.all([
    db
      .select({
        salesPersonId: lp.assignedSalesPersonId,
        statusId: lp.statusId,
        n: sql<string>`count(*)`,
      })
      .from(lp)
      .where(and(inArray(lp.statusId, closedStatuses), ofRep(salesPersonId)))
      .groupBy(lp.assignedSalesPersonId, lp.statusId),
    db
      .select({ id: salesPeople.id, name: salesPeople.name, isActive: salesPeople.isActive })
      .from(salesPeople)
      .where(salesPersonId ? eq(salesPeople.id, salesPersonId) : undefined)
      .orderBy(asc(salesPeople.name), asc(salesPeople.id)),
    db.select({ id: jobStatuses.id, category: jobStatuses.category }).from(jobStatuses),
  ]);
  const categoryOf = new Map(statuses.map((s) => [s.id, s.category]));
  return people
    .map((person) => {
      let won = 0;
      let lost = 0;
      for (const c of counts) {
        if (c.salesPersonId !== person.id) continue;
        if (categoryOf.get(c.statusId) === 'won') won += Number(c.n);
        else lost += Number(c.n);
      }
      return { salesPersonId: person.id, name: person.name, isActive: person.isActive, won, lost };
    })
    .filter((r) => r.isActive || r.won + r.lost > 0);
}
