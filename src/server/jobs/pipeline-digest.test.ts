import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/email.ts';
import {
  addActivity,
  addPipelineLead,
  addSalesPerson,
} from '../modules/pipeline-automation/pipeline-test-data.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { pipelineDigestDeps } from '../test-support/pipeline.ts';
import { runPipelineDigest, type PipelineDigestDeps } from './pipeline-digest.ts';
import { runExclusively } from './scheduler.ts';

let deps: PipelineDigestDeps;
type ActivityType = Parameters<typeof addActivity>[1]['activityType'];

// Edmonton is UTC-7 in November: 08:00 there on Nov 26 is 15:00 UTC.
const TZ = 'America/Edmonton';
const at = (local: string) => new Date(`${local}-07:00`);

appTestFile({ app: { env: { BUSINESS_TIME_ZONE: TZ } }, at: at('2026-11-26T07:00:00') });
beforeAll(() => {
  deps = pipelineDigestDeps(app, database, clock, TZ);
});

/** Two instances' runs at once: the job function twice and the scheduled job twice. */
async function runConcurrently() {
  const job = app.jobs.find((j) => j.name === 'pipeline-digest')!;
  await Promise.all([
    runPipelineDigest(deps),
    runPipelineDigest(deps),
    runExclusively(database, job),
    runExclusively(database, job),
  ]);
}

/** A lead of `rep`'s in Contacted, its follow-up due at the local time `followUp`. */
const contactedLead = (name: string, rep: { id: string }, followUp: string) =>
  addPipelineLead(database, {
    name,
    salesPersonId: rep.id,
    status: 'Contacted',
    nextFollowUpDate: at(followUp),
  });

const digests = () =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, 'pipeline_digest'))
    .orderBy(asc(emailOutbox.dedupeKey));

async function seedTeam() {
  const sam = await addSalesPerson(database, 'Sam Sales', '2026-01-01T00:00:00Z');
  const quiet = await addSalesPerson(database, 'Quinn Quiet', '2026-02-01T00:00:00Z');
  const gone = await addSalesPerson(database, 'Gina Gone', '2026-03-01T00:00:00Z', {
    isActive: false,
  });
  const planner = await addSalesPerson(database, 'Pat Planner', '2026-04-01T00:00:00Z');

  // [rep, lead, status, next follow-up (local time), value in cents], inserted in this order.
  const leads: [typeof sam, string, string, string?, number?][] = [
    // Sam: one overdue, one due today (late tonight, still today there), one tomorrow.
    [sam, 'Olive Overdue', 'Contacted', '2026-11-24T09:00:00', 1_250_000],
    [sam, 'Toby Today', 'New Lead', '2026-11-26T23:30:00'],
    [sam, 'Tara Tomorrow', 'New Lead', '2026-11-27T00:30:00'],
    [sam, 'Mona Meeting', 'Negotiating'],
    // Quinn: nothing due: a won lead's old follow-up, a lost one, a done activity, next week.
    [quiet, 'Wendy Won', 'Won', '2026-11-20T09:00:00'],
    [quiet, 'Larry Lost', 'Lost', '2026-11-21T09:00:00'],
    [quiet, 'Nate Nextweek', 'Contacted', '2026-12-03T09:00:00'],
    // Gina is inactive: skipped whatever she has.
    [gone, 'Ivy Inactive', 'Contacted', '2026-11-20T09:00:00'],
    // Pat: only a task scheduled today.
    [planner, 'Terry Task', 'New Lead'],
  ];
  // The activities on some of those leads, by lead: [type, subject, scheduled, completed].
  const activities: Record<string, [ActivityType, string, string, string?]> = {
    'Mona Meeting': ['meeting', 'Walk the roof', '2026-11-26T10:30:00'],
    'Larry Lost': ['call', 'Done already', '2026-11-26T09:00:00', '2026-11-26T06:00:00'],
    'Terry Task': [
      'task',
      'Send the {{paymentLink}} brochure www.example.com',
      '2026-11-26T16:00:00',
    ],
  };
  for (const [rep, name, status, followUp, valueCents] of leads) {
    const lead = await addPipelineLead(database, {
      name,
      salesPersonId: rep.id,
      status,
      ...(valueCents ? { valueCents } : {}),
      ...(followUp ? { nextFollowUpDate: at(followUp) } : {}),
    });
    const activity = activities[name];
    if (!activity) continue;
    const [activityType, subject, scheduled, completed] = activity;
    await addActivity(database, {
      leadPipelineId: lead.id,
      activityType,
      subject,
      scheduledAt: at(scheduled),
      ...(completed ? { completedAt: at(completed) } : {}),
    });
  }
  return { sam, quiet, gone, planner };
}

describe('the daily pipeline digest', () => {
  it('sends nothing before 08:00, then each active rep with something due one digest a day, by noon', async () => {
    const { sam, quiet, planner } = await seedTeam();

    clock.set(at('2026-11-26T07:59:59'));
    await runConcurrently();
    expect(await digests()).toEqual([]);

    clock.set(at('2026-11-26T08:00:00'));
    await runConcurrently();
    const sent = await digests();
    expect(sent.map((e) => e.dedupeKey)).toEqual(
      [`pipeline-digest:${sam.id}:2026-11-26`, `pipeline-digest:${planner.id}:2026-11-26`].sort(),
    );

    const samsMail = sent.find((e) => e.toAddress === sam.email)!;
    expect(samsMail.subject).toBe('Your pipeline today: 1 overdue, 1 due today, 1 scheduled');
    expect(samsMail.textBody).toContain('Hi Sam,');
    expect(samsMail.textBody).toContain('Thursday, November 26');
    expect(samsMail.textBody).toContain(
      '- Olive Overdue (Contacted, $12,500): overdue since Nov 24',
    );
    expect(samsMail.textBody).toContain('- Toby Today (New Lead, $0): today at 11:30');
    expect(samsMail.textBody).toContain(
      '- Meeting: Walk the roof (Mona Meeting), today at 10:30 a.m.',
    );
    expect(samsMail.textBody).not.toContain('Tara Tomorrow');
    expect(samsMail.textBody).toContain('http://localhost:5000/pipeline');
    expect(samsMail.htmlBody).toContain('href="http://localhost:5000/pipeline"');

    // Typed text is neither a placeholder nor a link.
    const patsMail = sent.find((e) => e.toAddress === planner.email)!;
    expect(patsMail.subject).toBe('Your pipeline today: 1 scheduled');
    expect(patsMail.textBody).toContain('{ {paymentLink}}');
    expect(patsMail.htmlBody).not.toContain('href="http://www.example');

    // Later the same day: nothing more, even for a rep whose follow-up became due since.
    await contactedLead('Lou Later', quiet, '2026-11-26T15:00:00');
    clock.set(at('2026-11-26T11:00:00'));
    await runConcurrently();
    expect(await digests()).toHaveLength(3);
    // From noon, no digest that day for anyone.
    clock.set(at('2026-11-26T12:00:00'));
    const nora = await addSalesPerson(database, 'Nora Noon', '2026-05-01T00:00:00Z');
    await contactedLead('Nina Noon', nora, '2026-11-26T15:00:00');
    await runConcurrently();
    expect(await digests()).toHaveLength(3);

    // The next day before 08:00: nothing; after it, whatever is still open is overdue now.
    clock.set(at('2026-11-27T07:30:00'));
    await runConcurrently();
    expect(await digests()).toHaveLength(3);
    clock.set(at('2026-11-27T08:05:00'));
    await runConcurrently();
    const keys = (await digests()).map((e) => e.dedupeKey);
    expect(keys).toHaveLength(7);
    for (const rep of [sam, quiet, planner, nora])
      expect(keys).toContain(`pipeline-digest:${rep.id}:2026-11-27`);
  });

  it('counts the day and 08:00 in the business time zone, not in UTC', async () => {
    const { sam } = await seedTeam();
    // 08:30 UTC on Nov 27 is still Nov 27, 01:30 in Edmonton: too early.
    clock.set(new Date('2026-11-27T08:30:00Z'));
    expect(await runPipelineDigest(deps)).toEqual({ queued: 0 });
    // 15:30 UTC is 08:30 there.
    clock.set(new Date('2026-11-27T15:30:00Z'));
    expect(await runPipelineDigest(deps)).toEqual({ queued: 2 });
    expect((await digests()).map((e) => e.dedupeKey)).toContain(
      `pipeline-digest:${sam.id}:2026-11-27`,
    );
  });

  it('sends nothing when no rep has anything due', async () => {
    const quiet = await addSalesPerson(database, 'Quinn Quiet', '2026-02-01T00:00:00Z');
    await contactedLead('Nate Nextweek', quiet, '2026-12-03T09:00:00');
    clock.set(at('2026-11-26T09:00:00'));
    expect(await runPipelineDigest(deps)).toEqual({ queued: 0 });
    expect(await digests()).toEqual([]);
  });

  it('lists the first 25 of a long list and counts the rest', async () => {
    const sam = await addSalesPerson(database, 'Sam Sales', '2026-01-01T00:00:00Z');
    for (let i = 0; i < 27; i++) {
      await contactedLead(
        `Lead ${String(i).padStart(2, '0')}`,
        sam,
        `2026-11-2${i % 2 === 0 ? 5 : 6}T06:${String(i).padStart(2, '0')}:00`,
      );
    }
    clock.set(at('2026-11-26T08:00:00'));
    await runPipelineDigest(deps);
    const [mail] = await digests();
    expect(mail!.subject).toBe('Your pipeline today: 14 overdue, 13 due today');
    expect(mail!.textBody.match(/^- Lead/gm)).toHaveLength(25);
    expect(mail!.textBody).toContain('- and 2 more');
  });
});
