import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../business-time.ts';
import { runPipelineDigest } from '../jobs/pipeline-digest.ts';
import { rowCountsOfAllTables } from '../test-support/counts.ts';
import { pipelineDigestDeps } from '../test-support/pipeline.ts';
import { demoRuleBreaks } from '../test-support/demo-rules.ts';
import { resetDatabase } from '../test-support/test-database.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { seedDemoPipeline } from './demo-pipeline.ts';
import { emailOutbox } from './schema/email.ts';
import { orders } from './schema/orders.ts';
import { jobStatuses, leadPipeline, pipelineActivities } from './schema/pipeline.ts';
import { salesPeople, staffUsers } from './schema/staff.ts';
import { demoAccounts, seedDemoData } from './seed/demo.ts';

const TZ = 'America/Edmonton';
// 06:00 in Edmonton: the digest is still to come today.
appTestFile({ at: '2026-11-26T13:00:00Z' });

async function demoRep() {
  const [user] = await database.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, demoAccounts.sales.email));
  const [rep] = await database.db
    .select()
    .from(salesPeople)
    .where(eq(salesPeople.staffUserId, user!.id));
  return rep!;
}

async function pipelineOf(salesPersonId: string) {
  return database.db
    .select({ row: leadPipeline, category: jobStatuses.category })
    .from(leadPipeline)
    .innerJoin(jobStatuses, eq(jobStatuses.id, leadPipeline.statusId))
    .where(eq(leadPipeline.assignedSalesPersonId, salesPersonId));
}

describe('the demo pipeline', () => {
  it("seeds the demo rep's pipeline once: every stage, values, follow-ups and activities", async () => {
    await seedDemoData(database.db, clock);
    const rep = await demoRep();
    // seed/demo.ts already gives the rep a few plain rows: only the new ones are checked.
    const before = new Set((await pipelineOf(rep.id)).map((r) => r.row.id));

    const seeded = await Promise.all([
      seedDemoPipeline(database.db, clock.now(), TZ),
      seedDemoPipeline(database.db, clock.now(), TZ),
    ]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const counts = await rowCountsOfAllTables(database);
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(false);
    expect(await rowCountsOfAllTables(database)).toEqual(counts);

    const rows = (await pipelineOf(rep.id)).filter((r) => !before.has(r.row.id));
    expect(rows).toHaveLength(11);
    const categories = new Set(rows.map((r) => r.category));
    expect(categories).toEqual(new Set(['active', 'won', 'lost']));
    expect(
      new Set(rows.filter((r) => r.category === 'active').map((r) => r.row.statusId)).size,
    ).toBe(4);

    const won = rows.filter((r) => r.category === 'won' && r.row.orderNumber);
    expect(won).toHaveLength(2);
    const orderNumbers = new Set(
      (await database.db.select().from(orders)).map((o) => o.orderNumber),
    );
    for (const { row } of won) {
      expect(orderNumbers.has(row.orderNumber!)).toBe(true);
      expect(row.wonAt).toBeInstanceOf(Date);
    }
    const lost = rows.filter((r) => r.category === 'lost' && r.row.lostReason);
    expect(lost).toHaveLength(2);

    const open = rows.filter((r) => r.category === 'active').map((r) => r.row);
    expect(open.every((r) => r.valueCents > 0 && r.probability > 0 && r.expectedCloseDate)).toBe(
      true,
    );
    const { start, end } = businessDay(TZ, clock.now());
    const due = open.filter((r) => r.nextFollowUpDate);
    expect(due.some((r) => r.nextFollowUpDate! < start)).toBe(true);
    expect(due.some((r) => r.nextFollowUpDate! >= start && r.nextFollowUpDate! < end)).toBe(true);
    expect(due.some((r) => r.nextFollowUpDate! >= end)).toBe(true);

    const activities = await database.db
      .select()
      .from(pipelineActivities)
      .innerJoin(leadPipeline, eq(leadPipeline.id, pipelineActivities.leadPipelineId))
      .where(eq(leadPipeline.assignedSalesPersonId, rep.id));
    expect(activities.length).toBeGreaterThanOrEqual(8);
    expect(activities.some((a) => a.pipeline_activities.completedAt)).toBe(true);
    expect(
      activities.some(
        (a) =>
          !a.pipeline_activities.completedAt &&
          a.pipeline_activities.scheduledAt! >= start &&
          a.pipeline_activities.scheduledAt! < end,
      ),
    ).toBe(true);

    // At 08:00 the demo rep's digest goes out.
    clock.set('2026-11-26T15:00:00Z');
    await runPipelineDigest(pipelineDigestDeps(app, database, clock, TZ));
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `pipeline-digest:${rep.id}:2026-11-26`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(demoAccounts.sales.email);
  });

  it('dates nothing ahead of now, and the leads and orders under it obey the rules they show', async () => {
    // At the wall-clock time: rows the database dates itself must not look ahead of the demo's.
    clock.set(new Date());
    await seedDemoData(database.db, clock);
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(true);
    expect(await demoRuleBreaks(database.db, clock.now())).toEqual([]);
  });

  it('links the demo sign-in to its sales person found by e-mail, or creates one', async () => {
    await seedDemoData(database.db, clock);
    await database.db
      .update(salesPeople)
      .set({ staffUserId: null })
      .where(eq(salesPeople.email, demoAccounts.sales.email));
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(true);
    const linked = await demoRep();
    expect(linked.email).toBe(demoAccounts.sales.email);

    await resetDatabase(database);
    await seedDemoData(database.db, clock);
    await database.db.delete(leadPipeline);
    await database.db.delete(salesPeople);
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(true);
    const created = await demoRep();
    expect(created).toMatchObject({ email: demoAccounts.sales.email, isActive: true });
    expect((await pipelineOf(created.id)).length).toBe(11);
  });

  it('seeds nothing, and keeps no marker, before the demo sign-in exists', async () => {
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(false);
    await seedDemoData(database.db, clock);
    expect(await seedDemoPipeline(database.db, clock.now(), TZ)).toBe(true);
  });
});
