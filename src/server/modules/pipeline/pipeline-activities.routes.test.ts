import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { pipelineActivities } from '../../db/schema/pipeline.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { insertPipelineLead, pipelineRow } from '../../test-support/pipeline.ts';
import {
  admin,
  clock,
  database,
  pipelineTestFile,
  rita,
  sales,
  sam,
  signInAgain,
  status,
} from '../../test-support/pipeline-test-file.ts';

pipelineTestFile();

describe('activities', () => {
  it('logs done and scheduled activities, completes them, and keeps the last contact', async () => {
    const { lead } = await insertPipelineLead(database, {
      salesPersonId: sam.id,
      statusId: status['Contacted']!.id,
    });
    const url = `/api/lead-pipeline/${lead.id}/activities`;
    const call = await sales('POST', url, {
      activityType: 'call',
      subject: 'Discussed the estimate',
      description: 'Prefers mornings.\nHas two quotes already.',
    });
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json()).toMatchObject({
      activityType: 'call',
      completedAt: '2026-11-21T12:00:00.000Z',
      scheduledAt: null,
      createdBy: { name: 'sales user' },
    });
    expect((await pipelineRow(database, lead.id))!.lastContactDate).toEqual(
      new Date('2026-11-21T12:00:00Z'),
    );

    clock.advance(3_600_000);
    const meeting = await sales('POST', url, {
      activityType: 'meeting',
      subject: 'Roof inspection',
      scheduledAt: '2026-11-24T17:00:00Z',
      nextFollowUpDate: '2026-11-24T17:00:00Z',
    });
    expect(meeting.statusCode, meeting.body).toBe(201);
    expect(meeting.json()).toMatchObject({
      completedAt: null,
      scheduledAt: '2026-11-24T17:00:00.000Z',
    });
    const afterScheduling = (await pipelineRow(database, lead.id))!;
    expect(afterScheduling.lastContactDate).toEqual(new Date('2026-11-21T12:00:00Z'));
    expect(afterScheduling.nextFollowUpDate).toEqual(new Date('2026-11-24T17:00:00Z'));

    clock.set('2026-11-24T18:00:00Z');
    // Sessions end after hours idle: sign in again at the new time.
    await signInAgain();
    const done = await sales('PATCH', `/api/pipeline-activities/${meeting.json().id}`, {
      completed: true,
      description: 'Measured the roof.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      completedAt: '2026-11-24T18:00:00.000Z',
      description: 'Measured the roof.',
    });
    expect((await pipelineRow(database, lead.id))!.lastContactDate).toEqual(
      new Date('2026-11-24T18:00:00Z'),
    );

    const list = await admin('GET', url);
    expect(list.json().data.map((a: { subject: string }) => a.subject)).toEqual([
      'Roof inspection',
      'Discussed the estimate',
    ]);
    const drawer = await admin('GET', `/api/lead-pipeline/${lead.id}`);
    expect(drawer.json().activities).toHaveLength(2);
    expect(drawer.json().lastContactDate).toBe('2026-11-24T18:00:00.000Z');
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'pipeline_activity'));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'pipeline_activity.completed',
      'pipeline_activity.created',
      'pipeline_activity.created',
    ]);
  });

  it('refuses bad input and unknown leads or activities, storing nothing', async () => {
    const { lead } = await insertPipelineLead(database, {
      salesPersonId: rita.id,
      statusId: status['New Lead']!.id,
    });
    const url = `/api/lead-pipeline/${lead.id}/activities`;
    const bad = await sales('POST', url, {
      activityType: 'fax',
      subject: ' ',
      scheduledAt: 'tomorrow',
    });
    expectFieldErrors(bad, {
      activityType: 'Choose call, email, meeting, note or task',
      subject: 'Subject is required',
      scheduledAt: 'Enter a valid date and time',
    });
    const unknown = await sales('POST', `/api/lead-pipeline/${crypto.randomUUID()}/activities`, {
      activityType: 'note',
      subject: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await rowCount(database, pipelineActivities)).toBe(0);
    expect(
      (await sales('PATCH', `/api/pipeline-activities/${crypto.randomUUID()}`, { completed: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sales('GET', `/api/lead-pipeline/${crypto.randomUUID()}/activities`)).statusCode,
    ).toBe(404);
  });
});

describe('follow-ups', () => {
  it("lists the signed-in rep's due today and overdue follow-ups in the business time zone", async () => {
    const lead = (name: string, at: string, statusName = 'Contacted', salesPersonId = sam.id) =>
      insertPipelineLead(database, {
        name,
        salesPersonId,
        statusId: status[statusName]!.id,
        nextFollowUpDate: new Date(at),
      });
    // In Edmonton (UTC-7 in November) Nov 21 runs from 07:00Z on the 21st to 07:00Z on the 22nd.
    await lead('Early today', '2026-11-21T08:00:00Z');
    await lead('Yesterday', '2026-11-21T06:00:00Z');
    await lead('Late today', '2026-11-22T06:30:00Z');
    await lead('Tomorrow', '2026-11-22T07:30:00Z');
    await lead('Won already', '2026-11-20T08:00:00Z', 'Won');
    await lead('Rita overdue', '2026-11-20T08:00:00Z', 'Contacted', rita.id);

    // 22:00 on Nov 21 in Edmonton, already Nov 22 in UTC.
    clock.set('2026-11-22T05:00:00Z');
    await signInAgain();
    const res = await sales('GET', '/api/pipeline/follow-ups');
    expect(res.statusCode, res.body).toBe(200);
    const names = (cards: { name: string }[]) => cards.map((c) => c.name);
    expect(res.json()).toMatchObject({ timeZone: 'America/Edmonton', today: '2026-11-21' });
    expect(names(res.json().dueToday)).toEqual(['Early today', 'Late today']);
    expect(names(res.json().overdue)).toEqual(['Yesterday']);
    expect(res.json().overdue[0].followUpDue).toBe(true);

    // 01:00 on Nov 22 in Edmonton: yesterday's are overdue now.
    clock.set('2026-11-22T08:00:00Z');
    await signInAgain();
    const next = (await sales('GET', '/api/pipeline/follow-ups')).json();
    expect(next.today).toBe('2026-11-22');
    expect(names(next.dueToday)).toEqual(['Tomorrow']);
    expect(names(next.overdue)).toEqual(['Yesterday', 'Early today', 'Late today']);

    // An admin who is not a sales person has none.
    const adminView = (await admin('GET', '/api/pipeline/follow-ups')).json();
    expect(adminView.dueToday).toEqual([]);
    expect(adminView.overdue).toEqual([]);
  });
});

describe('progress', () => {
  it('shows won projects, the forecast by month of expected close and win rates per rep', async () => {
    const lead = (
      name: string,
      statusName: string,
      salesPersonId: string,
      extra: Record<string, unknown> = {},
    ) =>
      insertPipelineLead(database, {
        name,
        salesPersonId,
        statusId: status[statusName]!.id,
        ...extra,
      });
    await lead('Won by Sam', 'Won', sam.id, {
      valueCents: 1_200_000,
      wonAt: new Date('2026-11-01T10:00:00Z'),
      orderNumber: 'RB-100007',
    });
    await lead('Won by Rita', 'Won', rita.id, {
      valueCents: 800_000,
      wonAt: new Date('2026-11-10T10:00:00Z'),
    });
    await lead('Lost by Sam', 'Lost', sam.id);
    await lead('Lost by Rita', 'Lost', rita.id);
    await lead('Lost by Rita too', 'Lost', rita.id);
    await lead('December A', 'Contacted', sam.id, {
      valueCents: 1_000_000,
      probability: 25,
      expectedCloseDate: '2026-12-05',
    });
    await lead('December B', 'Negotiating', rita.id, {
      valueCents: 333_333,
      probability: 50,
      expectedCloseDate: '2026-12-31',
    });
    await lead('January', 'New Lead', sam.id, {
      valueCents: 500_000,
      probability: 10,
      expectedCloseDate: '2027-01-15',
    });
    await lead('No date', 'New Lead', sam.id, { valueCents: 999 });

    const res = await sales('GET', '/api/pipeline/progress');
    expect(res.statusCode, res.body).toBe(200);
    const progress = res.json();
    expect(progress.won).toEqual([
      expect.objectContaining({
        name: 'Won by Rita',
        valueCents: 800_000,
        closedAt: '2026-11-10T10:00:00.000Z',
        orderNumber: null,
        salesPerson: { id: rita.id, name: 'Rita Rep' },
      }),
      expect.objectContaining({ name: 'Won by Sam', orderNumber: 'RB-100007' }),
    ]);
    expect(progress.wonCount).toBe(2);
    expect(progress.wonValueCents).toBe(2_000_000);
    // December: 10,000 × 25% + 3,333.33 × 50% = 2,500 + 1,666.665.
    expect(progress.forecast).toEqual([
      { month: '2026-12', leads: 2, valueCents: 1_333_333, weightedCents: 416_667 },
      { month: '2027-01', leads: 1, valueCents: 500_000, weightedCents: 50_000 },
    ]);
    expect(progress.winRates).toEqual([
      { salesPersonId: rita.id, name: 'Rita Rep', won: 1, lost: 2, winRate: 33 },
      { salesPersonId: sam.id, name: 'Sam Sales', won: 1, lost: 1, winRate: 50 },
    ]);

    const samOnly = (await sales('GET', `/api/pipeline/progress?salesPersonId=${sam.id}`)).json();
    expect(samOnly.won.map((w: { name: string }) => w.name)).toEqual(['Won by Sam']);
    expect(samOnly.winRates).toHaveLength(1);
    expect((await sales('GET', '/api/pipeline/progress?salesPersonId=nope')).statusCode).toBe(400);
  });

  it('counts in its header exactly the won projects its table lists, as the win rates do', async () => {
    await insertPipelineLead(database, {
      name: 'Won last week',
      salesPersonId: sam.id,
      statusId: status['Won']!.id,
      valueCents: 1_000_000,
      wonAt: new Date('2026-11-14T10:00:00Z'),
    });
    // An older row in the won column without its won date: listed last, not left out.
    await insertPipelineLead(database, {
      name: 'Won before dates were kept',
      salesPersonId: sam.id,
      statusId: status['Won']!.id,
      valueCents: 2_500_000,
    });
    const progress = (await sales('GET', '/api/pipeline/progress')).json();
    expect(progress.won.map((w: { name: string }) => w.name)).toEqual([
      'Won last week',
      'Won before dates were kept',
    ]);
    expect(progress.wonCount).toBe(progress.won.length);
    expect(progress.wonValueCents).toBe(
      progress.won.reduce((sum: number, w: { valueCents: number }) => sum + w.valueCents, 0),
    );
    const samRate = progress.winRates.find(
      (r: { salesPersonId: string }) => r.salesPersonId === sam.id,
    );
    expect(samRate.won).toBe(progress.wonCount);
  });
});
