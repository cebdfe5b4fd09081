import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactSubmissions as submissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { jobStatuses, leadPipeline as lp } from '../../db/schema/pipeline.ts';
import { salesPeople } from '../../db/schema/staff.ts';

const ofRep = (salesPersonId?: string) =>
  salesPersonId ? eq(lp.assignedSalesPersonId, salesPersonId) : undefined;

/** Won projects (in a won status), the most recently won first. */
export function wonProjects(db: Db, salesPersonId?: string) {
  return db
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
    })
    .from(lp)
    .innerJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .innerJoin(submissions, eq(submissions.id, lp.contactSubmissionId))
    .innerJoin(salesPeople, eq(salesPeople.id, lp.assignedSalesPersonId))
    .where(and(eq(jobStatuses.category, 'won'), ofRep(salesPersonId)))
    .orderBy(sql`${lp.wonAt} desc nulls last`, desc(lp.id))
    .limit(100);
}

export async function wonTotals(db: Db, salesPersonId?: string) {
  const [row] = await db
    .select({
      n: sql<string>`count(*)`,
      valueCents: sql<string>`coalesce(sum(${lp.valueCents}), 0)`,
    })
    .from(lp)
    .innerJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .where(and(eq(jobStatuses.category, 'won'), ofRep(salesPersonId)));
  return { count: Number(row?.n ?? 0), valueCents: Number(row?.valueCents ?? 0) };
}

/** Open leads by month of expected close. */
export async function forecastByMonth(db: Db, salesPersonId?: string) {
  const month = sql<string>`to_char(${lp.expectedCloseDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      leads: sql<string>`count(*)`,
      valueCents: sql<string>`coalesce(sum(${lp.valueCents}), 0)`,
      weighted: sql<string>`coalesce(sum(${lp.valueCents}::numeric * ${lp.probability}), 0)`,
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

/** Won and lost leads per sales person (active ones, and anyone who closed a lead). */
export async function closedByRep(db: Db, salesPersonId?: string) {
  const rows = await db
    .select({
      salesPersonId: salesPeople.id,
      name: salesPeople.name,
      isActive: salesPeople.isActive,
      won: sql<string>`count(*) filter (where ${jobStatuses.category} = 'won')`,
      lost: sql<string>`count(*) filter (where ${jobStatuses.category} = 'lost')`,
    })
    .from(salesPeople)
    .leftJoin(lp, eq(lp.assignedSalesPersonId, salesPeople.id))
    .leftJoin(jobStatuses, eq(jobStatuses.id, lp.statusId))
    .where(salesPersonId ? eq(salesPeople.id, salesPersonId) : undefined)
    .groupBy(salesPeople.id)
    .orderBy(salesPeople.name);
  return rows
    .map((r) => ({ ...r, won: Number(r.won), lost: Number(r.lost) }))
    .filter((r) => r.isActive || r.won + r.lost > 0);
}
