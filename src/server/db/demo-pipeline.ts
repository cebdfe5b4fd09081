import { and, asc, desc, eq, isNull, like, notExists, or, sql } from 'drizzle-orm';
import { businessDay, zonedTime } from '../business-time.ts';
import type { Db } from './client.ts';
import { settings } from './schema/content.ts';
import { contactSubmissions } from './schema/leads.ts';
import { orders } from './schema/orders.ts';
import { jobStatuses, leadPipeline, pipelineActivities } from './schema/pipeline.ts';
import { salesPeople, staffUsers } from './schema/staff.ts';
import { leadTakesColumnStatus } from '../modules/pipeline/lead-status.queries.ts';
import { demoAccounts } from './seed/demo.ts';

const MARKER = 'demo.pipelineSeededAt';
const DAY = 86_400_000;

type Stage = 'active0' | 'active1' | 'active2' | 'active3' | 'won' | 'lost';
type Activity = {
  type: 'call' | 'email' | 'meeting' | 'note' | 'task';
  subject: string;
  description?: string;
  /** Days from now (negative: past); `today` is an hour of the business day. */
  day?: number;
  today?: number;
  done?: boolean;
};
type Plan = {
  stage: Stage;
  value: number;
  probability: number;
  /** Days from today of the expected close. */
  closeIn?: number;
  /** The next follow-up: days from now, or an hour of today (business time). */
  followUp?: { day: number } | { today: number };
  lastContactDaysAgo?: number;
  notes?: string;
  lostReason?: string;
  closedDaysAgo?: number;
  activities?: Activity[];
};

/**
 * The demo rep's pipeline, one row per lead in the order of the demo leads picked below: every
 * active column, won (on paid leads, with their order numbers) and lost, values, probabilities,
 * expected closes spread over the coming months (the forecast), follow-ups overdue, due today
 * and later (the Follow-ups lists and the 08:00 digest), and activities done and scheduled.
 */
const plan: Plan[] = [
  {
    stage: 'active0',
    value: 1_200_000,
    probability: 10,
    closeIn: 45,
    followUp: { today: 14 },
    notes: 'Came in from the website; asked about metal vs. asphalt.',
  },
  {
    stage: 'active0',
    value: 950_000,
    probability: 15,
    closeIn: 60,
    followUp: { day: -2 },
    activities: [{ type: 'task', subject: 'Send the roof material brochure', day: -1 }],
  },
  {
    stage: 'active1',
    value: 1_480_000,
    probability: 30,
    closeIn: 30,
    followUp: { today: 11 },
    lastContactDaysAgo: 3,
    activities: [
      { type: 'call', subject: 'First call: hail damage, adjuster visited', day: -3, done: true },
      { type: 'call', subject: 'Confirm the estimate visit', today: 10 },
    ],
  },
  {
    stage: 'active1',
    value: 1_100_000,
    probability: 25,
    closeIn: 75,
    followUp: { day: 3 },
    lastContactDaysAgo: 1,
    activities: [{ type: 'email', subject: 'Sent financing options', day: -1, done: true }],
  },
  {
    stage: 'active2',
    value: 1_650_000,
    probability: 50,
    closeIn: 21,
    followUp: { day: -1 },
    lastContactDaysAgo: 6,
    notes: 'Two-storey, steep pitch: needs a harness crew.',
    activities: [
      { type: 'meeting', subject: 'On-site estimate with the homeowner', day: 1 },
      {
        type: 'note',
        subject: 'Wants the work done before the first snow',
        day: -6,
        done: true,
      },
    ],
  },
  {
    stage: 'active3',
    value: 1_850_000,
    probability: 75,
    closeIn: 10,
    followUp: { today: 16 },
    lastContactDaysAgo: 2,
    activities: [
      { type: 'meeting', subject: 'Review the bids together', today: 15 },
      { type: 'call', subject: 'Walked through the two lowest bids', day: -2, done: true },
    ],
  },
  {
    stage: 'active3',
    value: 2_300_000,
    probability: 60,
    closeIn: 40,
    followUp: { day: 5 },
    lastContactDaysAgo: 4,
  },
  {
    stage: 'won',
    value: 1_575_000,
    probability: 100,
    closeIn: -5,
    closedDaysAgo: 5,
    lastContactDaysAgo: 5,
    activities: [{ type: 'call', subject: 'Thanked them for choosing us', day: -5, done: true }],
  },
  {
    stage: 'won',
    value: 1_320_000,
    probability: 100,
    closeIn: -20,
    closedDaysAgo: 20,
    lastContactDaysAgo: 20,
  },
  {
    stage: 'lost',
    value: 1_400_000,
    probability: 0,
    closeIn: -8,
    closedDaysAgo: 8,
    lostReason: 'Went with a contractor a neighbour recommended',
  },
  {
    stage: 'lost',
    value: 900_000,
    probability: 0,
    closeIn: -15,
    closedDaysAgo: 15,
    lostReason: 'Postponed the roof to next year',
  },
];

/**
 * Demo pipeline data for the demo sales rep (sales@demo.roofbid.ca): demo mode only (the caller
 * checks), after the other demo seeding. Runs once per database: a settings marker claimed first
 * in the transaction, so two instances starting together seed once. Won rows go on demo leads
 * that paid (with their order numbers), the rest on demo leads not yet in the pipeline. The
 * rep's sales_people row is the one linked to the demo sales sign-in, else the one with its
 * e-mail (then linked), else created.
 */
export async function seedDemoPipeline(db: Db, now: Date, timeZone: string) {
  return db.transaction(async (tx) => {
    // Without the demo sign-in or the statuses there is nothing to seed yet: no marker either.
    const [user] = await tx
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, demoAccounts.sales.email));
    const stages = await stageStatuses(tx);
    if (!user || !stages) return false;
    const [claimed] = await tx
      .insert(settings)
      .values({ key: MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const rep = await demoRep(tx, user);

    const paid = await tx
      .select({
        id: contactSubmissions.id,
        orderNumber: orders.orderNumber,
        paidAt: orders.paidAt,
      })
      .from(contactSubmissions)
      .innerJoin(orders, eq(orders.contactSubmissionId, contactSubmissions.id))
      .where(and(demoLead, notInPipeline))
      .orderBy(desc(orders.createdAt), asc(orders.id))
      .limit(plan.filter((p) => p.stage === 'won').length);
    const open: { id: string; orderNumber?: string; paidAt?: Date | null }[] = await tx
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(
        and(
          demoLead,
          notInPipeline,
          notExists(
            tx.select().from(orders).where(eq(orders.contactSubmissionId, contactSubmissions.id)),
          ),
        ),
      )
      .orderBy(desc(contactSubmissions.submittedAt), asc(contactSubmissions.id))
      .limit(plan.length);

    const { today } = businessDay(timeZone, now);
    const todayAt = (hour: number) => zonedTime(timeZone, today, hour);
    const daysFrom = (days: number) => new Date(now.getTime() + days * DAY);
    const dateIn = (days: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

    for (const row of plan) {
      const lead = row.stage === 'won' ? paid.shift() : open.shift();
      if (!lead) continue;
      const planned = row.closedDaysAgo === undefined ? null : daysFrom(-row.closedDaysAgo);
      // The payment wins the deal: a won deal is never dated before its order was paid.
      const closedAt = planned && lead.paidAt && lead.paidAt > planned ? lead.paidAt : planned;
      const [placed] = await tx
        .insert(leadPipeline)
        .values({
          contactSubmissionId: lead.id,
          assignedSalesPersonId: rep.id,
          statusId: stages[row.stage],
          valueCents: row.value,
          probability: row.probability,
          orderNumber: lead.orderNumber ?? null,
          expectedCloseDate: row.closeIn === undefined ? null : dateIn(row.closeIn),
          notes: row.notes ?? null,
          lastContactDate:
            row.lastContactDaysAgo === undefined ? null : daysFrom(-row.lastContactDaysAgo),
          nextFollowUpDate: !row.followUp
            ? null
            : 'today' in row.followUp
              ? todayAt(row.followUp.today)
              : daysFrom(row.followUp.day),
          lostReason: row.lostReason ?? null,
          wonAt: row.stage === 'won' ? closedAt : null,
          closedAt,
          createdAt: daysFrom(-30),
          updatedAt: closedAt ?? daysFrom(-(row.lastContactDaysAgo ?? 7)),
        })
        .onConflictDoNothing()
        .returning({ id: leadPipeline.id });
      if (placed) await leadTakesColumnStatus(tx, lead.id);
      if (!placed || !row.activities) continue;
      await tx.insert(pipelineActivities).values(
        row.activities.map((a) => {
          const at = a.today === undefined ? daysFrom(a.day ?? 0) : todayAt(a.today);
          return {
            leadPipelineId: placed.id,
            activityType: a.type,
            subject: a.subject,
            description: a.description ?? null,
            scheduledAt: at,
            completedAt: a.done ? at : null,
            createdBy: rep.staffUserId,
            createdAt: a.done ? at : daysFrom(-1),
          };
        }),
      );
    }
    return true;
  });
}

// The demo leads: seed/demo.ts writes them with example.com addresses.
const demoLead = like(contactSubmissions.email, '%@example.com');
const notInPipeline = sql`not exists (select 1 from ${leadPipeline}
  where ${leadPipeline.contactSubmissionId} = ${contactSubmissions.id})`;

/** The demo sales sign-in's sales person: linked, found by e-mail (and linked), or created. */
async function demoRep(tx: Db, user: typeof staffUsers.$inferSelect) {
  const email = demoAccounts.sales.email;
  const [existing] = await tx
    .select()
    .from(salesPeople)
    .where(or(eq(salesPeople.staffUserId, user.id), eq(salesPeople.email, email)))
    .orderBy(sql`${salesPeople.staffUserId} = ${user.id} desc nulls last`)
    .limit(1);
  if (existing) {
    if (existing.staffUserId === user.id) return existing;
    const [linked] = await tx
      .update(salesPeople)
      .set({ staffUserId: user.id })
      .where(and(eq(salesPeople.id, existing.id), isNull(salesPeople.staffUserId)))
      .returning();
    return linked ?? existing;
  }
  const [created] = await tx
    .insert(salesPeople)
    .values({ name: user.name, email, phone: '(403) 555-0150', staffUserId: user.id })
    .returning();
  return created!;
}

/** The statuses of each stage: the board's first four active ones, the first won and lost. */
async function stageStatuses(tx: Db): Promise<Record<Stage, string> | undefined> {
  const rows = await tx
    .select({ id: jobStatuses.id, category: jobStatuses.category })
    .from(jobStatuses)
    .where(eq(jobStatuses.isActive, true))
    .orderBy(desc(jobStatuses.order), desc(jobStatuses.createdAt));
  const active = rows.filter((s) => s.category === 'active');
  const won = rows.find((s) => s.category === 'won');
  const lost = rows.find((s) => s.category === 'lost');
  if (active.length === 0 || !won || !lost) return undefined;
  const nth = (i: number) => active[Math.min(i, active.length - 1)]!.id;
  return {
    active0: nth(0),
    active1: nth(1),
    active2: nth(2),
    active3: nth(3),
    won: won.id,
    lost: lost.id,
  };
}
