import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PipelineBoard, PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { asUser, createCustomer, signedInContractor, signIn } from '../../test-support/accounts.ts';
import { rowCountsOfAllTables } from '../../test-support/counts.ts';
import {
  insertPipelineLead,
  insertSalesPerson,
  pipelineTeam,
  insertSubmission,
  pipelineRow,
  statusesByName,
} from '../../test-support/pipeline.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];
let admin: ReturnType<typeof asUser>;
let sales: ReturnType<typeof asUser>;
let sam: Awaited<ReturnType<typeof insertSalesPerson>>;
let rita: Awaited<ReturnType<typeof insertSalesPerson>>;
let status: Awaited<ReturnType<typeof statusesByName>>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock } = await buildTestApp(database));
});
beforeEach(async () => {
  await resetDatabase(database);
  clock.set('2026-11-21T12:00:00Z');
  ({ admin, sales, sam, rita } = await pipelineTeam(app, database));
  await insertSalesPerson(database, 'Gone Rep', { isActive: false });
  status = await statusesByName(database);
});
afterAll(() => app.close());

const minutes = (n: number) => new Date(Date.parse('2026-11-21T12:00:00Z') + n * 60_000);

/** Five leads whose figures are worked out by hand below. */
async function fiveLeads() {
  const a = await insertPipelineLead(database, {
    name: 'Alice Archer',
    salesPersonId: sam.id,
    statusId: status['New Lead']!.id,
    valueCents: 1_000_000,
    probability: 50,
    updatedAt: minutes(1),
  });
  const b = await insertPipelineLead(database, {
    name: 'Bob Baker',
    salesPersonId: rita.id,
    statusId: status['Contacted']!.id,
    valueCents: 250_050,
    probability: 20,
    updatedAt: minutes(2),
  });
  const c = await insertPipelineLead(database, {
    name: 'Carol Cooper',
    salesPersonId: sam.id,
    statusId: status['Won']!.id,
    valueCents: 500_000,
    probability: 100,
    updatedAt: minutes(3),
  });
  const d = await insertPipelineLead(database, {
    name: 'Dan Dyer',
    salesPersonId: rita.id,
    statusId: status['Lost']!.id,
    valueCents: 100_000,
    probability: 10,
    updatedAt: minutes(4),
  });
  const e = await insertPipelineLead(database, {
    name: 'Eve Evans',
    salesPersonId: rita.id,
    statusId: status['New Lead']!.id,
    valueCents: 33_333,
    probability: 33,
    updatedAt: minutes(5),
  });
  return { a, b, c, d, e };
}

const board = async (query = '', as = admin) => {
  const res = await as('GET', `/api/lead-pipeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PipelineBoard;
};

const names = (cards: PipelineCard[]) => cards.map((c) => c.name);

describe('the board', () => {
  it('computes the stat cards in SQL for the filters, against figures worked out by hand', async () => {
    await fiveLeads();
    const all = await board();
    // 10,000.00 + 2,500.50 + 5,000.00 + 1,000.00 + 333.33; open leads: A, B and E only:
    // 10,000 × 50% + 2,500.50 × 20% + 333.33 × 33% = 5,000 + 500.10 + 109.9989 = 5,610.0989.
    expect(all.stats).toEqual({
      totalLeads: 5,
      totalValueCents: 1_883_383,
      salesTeam: 2,
      weightedForecastCents: 561_010,
    });
    const ritas = await board(`?salesPersonId=${rita.id}`);
    // B, D, E: 2,500.50 + 1,000 + 333.33; open: 500.10 + 109.9989.
    expect(ritas.stats).toEqual({
      totalLeads: 3,
      totalValueCents: 383_383,
      salesTeam: 2,
      weightedForecastCents: 61_010,
    });
    const contacted = await board(`?statusId=${status['Contacted']!.id}`);
    expect(contacted.stats.totalLeads).toBe(1);
    expect(contacted.columns.map((c) => c.status.name)).toEqual(['Contacted']);
  });

  it('shows one column per active open status, by order then newest, with counts and values', async () => {
    const { e } = await fiveLeads();
    // Eve came through Sam's QR code.
    await database.db
      .update(contactSubmissions)
      .set({ referredBySalesPersonId: sam.id })
      .where(eq(contactSubmissions.id, e.submission.id));
    clock.advance(1000);
    await database.db.insert(jobStatuses).values([
      // Newer than the seeded Estimate Scheduled of the same order.
      {
        name: 'Site Visit',
        order: 40,
        category: 'active',
        createdAt: new Date(Date.now() + 60_000),
      },
      { name: 'Retired', order: 99, category: 'active', isActive: false },
    ]);
    const all = await board();
    expect(all.columns.map((c) => c.status.name)).toEqual([
      'New Lead',
      'Contacted',
      'Site Visit',
      'Estimate Scheduled',
      'Negotiating',
    ]);
    const newLeads = all.columns[0]!;
    expect(newLeads.count).toBe(2);
    expect(newLeads.valueCents).toBe(1_033_333);
    // Most recently touched first.
    expect(names(newLeads.cards)).toEqual(['Eve Evans', 'Alice Archer']);
    expect(newLeads.nextCursor).toBeNull();
    expect(newLeads.cards[0]!.referralRep).toEqual({ id: sam.id, name: 'Sam Sales' });
    expect(newLeads.cards[1]).toMatchObject({
      valueCents: 1_000_000,
      probability: 50,
      email: 'alice.archer@example.com',
      salesPerson: { id: sam.id, name: 'Sam Sales' },
      status: { name: 'New Lead', category: 'active' },
      referralRep: null,
      orderNumber: null,
    });
  });

  it('narrows to "mine", a sales person and a search of name, e-mail or phone', async () => {
    await fiveLeads();
    const mine = await board('?mine=true', sales);
    expect(mine.stats.totalLeads).toBe(2);
    expect(mine.columns.flatMap((c) => names(c.cards))).toEqual(['Alice Archer']);
    // An admin who is not a sales person has no leads of their own.
    expect((await board('?mine=true')).stats.totalLeads).toBe(0);
    expect((await board('?search=evans')).stats.totalLeads).toBe(1);
    expect((await board('?search=BOB.BAKER@')).stats.totalLeads).toBe(1);
    expect((await board('?search=403%20555')).stats.totalLeads).toBe(5);
    expect((await board(`?search=alice&salesPersonId=${rita.id}`)).stats.totalLeads).toBe(0);
  });

  it('loads a column page by page with a cursor, without gaps or repeats', async () => {
    for (let i = 0; i < 45; i++) {
      await insertPipelineLead(database, {
        name: `Lead ${String(i).padStart(2, '0')}`,
        salesPersonId: sam.id,
        statusId: status['Contacted']!.id,
        valueCents: 100,
        // Pairs share a timestamp: the id breaks the tie.
        updatedAt: minutes(Math.floor(i / 2)),
      });
    }
    const column = (await board()).columns.find((c) => c.status.name === 'Contacted')!;
    expect(column.count).toBe(45);
    expect(column.cards).toHaveLength(20);
    const seen = names(column.cards);
    let cursor = column.nextCursor;
    let pages = 1;
    while (cursor) {
      const res = await admin(
        'GET',
        `/api/lead-pipeline?column=${status['Contacted']!.id}&cursor=${cursor}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.view).toBe('column');
      seen.push(...names(page.cards));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('Lead 44');
    expect(seen.slice(1, 3).sort()).toEqual(['Lead 42', 'Lead 43']);
    expect(seen.at(-1)).toMatch(/Lead 0[01]/);

    const bad = await admin(
      'GET',
      `/api/lead-pipeline?column=${status['Contacted']!.id}&cursor=abc`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('lists with sorting and paging', async () => {
    await fiveLeads();
    const list = async (query: string) => {
      const res = await admin('GET', `/api/lead-pipeline?view=list&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byValue = await list('sort=value&direction=asc');
    expect(names(byValue.data)).toEqual([
      'Eve Evans',
      'Dan Dyer',
      'Bob Baker',
      'Carol Cooper',
      'Alice Archer',
    ]);
    expect(byValue).toMatchObject({ view: 'list', total: 5, totalCapped: false, page: 1 });
    expect(byValue.stats.totalLeads).toBe(5);
    expect(names((await list('sort=name&direction=desc&pageSize=2&page=2')).data)).toEqual([
      'Carol Cooper',
      'Bob Baker',
    ]);
    expect(names((await list('sort=updatedAt')).data)[0]).toBe('Eve Evans');
    const bad = await admin('GET', '/api/lead-pipeline?view=list&sort=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.sort).toBe('Choose a sort');
  });

  it('is for sales and admin staff only', async () => {
    await createCustomer(database, 'cust@example.com');
    const customer = asUser(app, await signIn(app, 'customer', 'cust@example.com'));
    const { call: contractor } = await signedInContractor(app, database, 'Peak Roofing');
    expect((await app.inject({ method: 'GET', url: '/api/lead-pipeline' })).statusCode).toBe(401);
    expect((await customer('GET', '/api/lead-pipeline')).statusCode).toBe(401);
    expect((await contractor('GET', '/api/lead-pipeline')).statusCode).toBe(403);
    expect((await sales('GET', '/api/lead-pipeline')).statusCode).toBe(200);
  });
});

describe('Add Lead', () => {
  it('adds a submission to the pipeline once, audited', async () => {
    const submission = await insertSubmission(database, { name: 'Nora North' });
    const res = await sales('POST', '/api/lead-pipeline', {
      contactSubmissionId: submission.id,
      assignedSalesPersonId: rita.id,
      statusId: status['New Lead']!.id,
      value: '12,500.50',
      probability: 40,
      expectedCloseDate: '2027-01-15',
      nextFollowUpDate: '2026-11-23T16:00:00Z',
      notes: 'Wants a metal roof.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = res.json();
    expect(lead).toMatchObject({
      name: 'Nora North',
      valueCents: 1_250_050,
      probability: 40,
      expectedCloseDate: '2027-01-15',
      nextFollowUpDate: '2026-11-23T16:00:00.000Z',
      notes: 'Wants a metal roof.',
      salesPerson: { name: 'Rita Rep' },
      status: { name: 'New Lead' },
      wonAt: null,
      activities: [],
      order: null,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pipeline_lead.created'));
    expect(audit).toMatchObject({ entityId: lead.id, actorType: 'staff' });

    const again = await admin('POST', '/api/lead-pipeline', {
      contactSubmissionId: submission.id,
      assignedSalesPersonId: sam.id,
      statusId: status['Contacted']!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This lead is already in the pipeline',
    });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const submission = await insertSubmission(database);
    const before = await rowCountsOfAllTables(database);
    const refused = async (payload: object, fields: Record<string, string>) => {
      const res = await sales('POST', '/api/lead-pipeline', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    };
    await refused(
      {},
      {
        contactSubmissionId: 'Contact submission is required',
        assignedSalesPersonId: 'Sales person is required',
        statusId: 'Status is required',
      },
    );
    const valid = {
      contactSubmissionId: submission.id,
      assignedSalesPersonId: sam.id,
      statusId: status['New Lead']!.id,
    };
    await refused(
      { ...valid, probability: 101, value: 'lots', expectedCloseDate: '2026-02-30' },
      {
        probability: 'Probability must be a whole number from 0 to 100',
        value: 'Enter a value such as 12500',
        expectedCloseDate: 'Enter a valid date',
      },
    );
    await refused({ ...valid, notes: 'a\u0000b' }, { notes: expect.stringContaining('control') });
    await refused(
      { ...valid, contactSubmissionId: crypto.randomUUID() },
      { contactSubmissionId: 'Choose an existing contact submission' },
    );
    const gone = await insertSalesPerson(database, 'Left Company', { isActive: false });
    const after = await rowCountsOfAllTables(database);
    await refused(
      { ...valid, assignedSalesPersonId: gone.id },
      { assignedSalesPersonId: 'Choose an active sales person' },
    );
    await refused(
      { ...valid, statusId: crypto.randomUUID() },
      { statusId: 'Choose an active status' },
    );
    await refused(
      { ...valid, statusId: status['Lost']!.id },
      { statusId: 'A new lead cannot start in a lost status' },
    );
    expect({ ...after, sales_people: after.sales_people! - 1 }).toEqual(before);
    expect(await rowCountsOfAllTables(database)).toEqual(after);
  });
});

describe('moving and editing a lead', () => {
  it('needs a reason to move to a lost status, records the won date, and clears both on reopening', async () => {
    const { a } = await fiveLeads();
    const url = `/api/lead-pipeline/${a.lead.id}`;
    clock.advance(3_600_000);

    const noReason = await sales('PATCH', url, { statusId: status['Lost']!.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ lostReason: 'Enter why this lead was lost' });
    const blank = await sales('PATCH', url, { statusId: status['Lost']!.id, lostReason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await pipelineRow(database, a.lead.id))!.statusId).toBe(status['New Lead']!.id);

    const lost = await sales('PATCH', url, {
      statusId: status['Lost']!.id,
      lostReason: 'Went with a cousin',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({
      status: { name: 'Lost', category: 'lost' },
      lostReason: 'Went with a cousin',
      closedAt: '2026-11-21T13:00:00.000Z',
      wonAt: null,
    });

    clock.advance(60_000);
    // Won is a lead with an order (lead-conversion.md): not a column to drop a card on by hand.
    const wonByHand = await sales('PATCH', url, { statusId: status['Won']!.id });
    expect(wonByHand.statusCode).toBe(400);
    expect(wonByHand.json().error.fields).toEqual({
      statusId: 'A lead is won when it has an order: use Convert to Sale',
    });
    // Between two lost statuses the reason stays.
    const [alsoLost] = await database.db
      .insert(jobStatuses)
      .values({ name: 'No Budget', category: 'lost', leadStatus: 'lost', order: 5 })
      .returning();
    const stillLost = await sales('PATCH', url, { statusId: alsoLost!.id });
    expect(stillLost.statusCode, stillLost.body).toBe(200);
    expect(stillLost.json()).toMatchObject({ lostReason: 'Went with a cousin', wonAt: null });
    const reopened = await sales('PATCH', url, { statusId: status['Negotiating']!.id });
    expect(reopened.json()).toMatchObject({ wonAt: null, closedAt: null, lostReason: null });
    expect(reopened.json().updatedAt).toBe('2026-11-21T13:01:00.000Z');

    // Once the lead has an order it is won, with its date, and stays won.
    await database.db
      .update(contactSubmissions)
      .set({ convertedAt: new Date('2026-11-21T13:01:00Z') })
      .where(eq(contactSubmissions.id, a.submission.id));
    const won = await sales('PATCH', url, { statusId: status['Won']!.id });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({
      wonAt: '2026-11-21T13:01:00.000Z',
      closedAt: '2026-11-21T13:01:00.000Z',
      lostReason: null,
    });
    const unwon = await sales('PATCH', url, { statusId: status['Contacted']!.id });
    expect(unwon.statusCode).toBe(400);
    expect(unwon.json().error.fields).toEqual({
      statusId: 'This lead has an order, so it stays Won',
    });

    const moves = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pipeline_lead.moved'));
    expect(moves).toHaveLength(4);
  });

  it('edits the person, value, probability, dates and notes; null clears them', async () => {
    const { b } = await fiveLeads();
    const url = `/api/lead-pipeline/${b.lead.id}`;
    const res = await admin('PATCH', url, {
      assignedSalesPersonId: sam.id,
      value: 7500,
      probability: 75,
      expectedCloseDate: '2027-02-01',
      nextFollowUpDate: '2026-11-22T17:00:00Z',
      notes: 'Call after 5.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      salesPerson: { id: sam.id },
      valueCents: 750_000,
      probability: 75,
      expectedCloseDate: '2027-02-01',
      nextFollowUpDate: '2026-11-22T17:00:00.000Z',
      followUpDue: false,
      notes: 'Call after 5.',
    });
    const cleared = await admin('PATCH', url, {
      expectedCloseDate: null,
      nextFollowUpDate: null,
      notes: null,
    });
    expect(cleared.json()).toMatchObject({
      expectedCloseDate: null,
      nextFollowUpDate: null,
      notes: null,
    });
    const bad = await admin('PATCH', url, { probability: -1, assignedSalesPersonId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'assignedSalesPersonId',
      'probability',
    ]);
    const missing = await admin('PATCH', `/api/lead-pipeline/${crypto.randomUUID()}`, {
      value: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  // Issue #21 item 11: the board is shared, but a rep is not left to find out by chance.
  it('records a reassignment in the timeline and e-mails the rep the lead was taken from', async () => {
    const { b } = await fiveLeads(); // Bob Baker, Rita's lead
    const res = await sales('PATCH', `/api/lead-pipeline/${b.lead.id}`, {
      assignedSalesPersonId: sam.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().salesPerson).toMatchObject({ id: sam.id });
    expect(res.json().activities).toEqual([
      expect.objectContaining({
        activityType: 'reassigned',
        subject: 'From Rita Rep to Sam Sales',
        completedAt: '2026-11-21T12:00:00.000Z',
        createdBy: expect.objectContaining({ name: 'sales user' }),
      }),
    ]);
    // Not a contact with the homeowner.
    expect((await pipelineRow(database, b.lead.id))?.lastContactDate).toBeNull();

    const emails = await database.db.select().from(emailOutbox);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: 'rita.rep@roofbid.ca',
      template: 'pipeline_reassigned',
      subject: 'One of your leads was reassigned',
    });
    expect(emails[0]?.textBody).toContain(
      'sales user reassigned the lead Bob Baker from you to Sam Sales.',
    );
    expect(emails[0]?.textBody).toContain('http://localhost:5000/pipeline');

    // The record stays as it happened; nobody logs one by hand.
    const activityId = res.json().activities[0].id;
    const edit = await sales('PATCH', `/api/pipeline-activities/${activityId}`, {
      subject: 'Never happened',
    });
    expect(edit.statusCode).toBe(409);
    const logged = await sales('POST', `/api/lead-pipeline/${b.lead.id}/activities`, {
      activityType: 'reassigned',
      subject: 'From Sam Sales to Nobody',
    });
    expect(logged.statusCode).toBe(400);
    expect((await sales('GET', `/api/lead-pipeline/${b.lead.id}`)).json().activities).toEqual([
      expect.objectContaining({ subject: 'From Rita Rep to Sam Sales' }),
    ]);
  });

  it('records a rep giving away their own lead without e-mailing them; an admin taking it tells them', async () => {
    const { a } = await fiveLeads(); // Alice Archer, Sam's lead
    const url = `/api/lead-pipeline/${a.lead.id}`;
    const given = await sales('PATCH', url, { assignedSalesPersonId: rita.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().activities).toEqual([
      expect.objectContaining({
        activityType: 'reassigned',
        subject: 'From Sam Sales to Rita Rep',
      }),
    ]);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);

    // The same person again changes nothing and records nothing.
    await sales('PATCH', url, { assignedSalesPersonId: rita.id });
    expect((await sales('GET', url)).json().activities).toHaveLength(1);

    await admin('PATCH', url, { assignedSalesPersonId: sam.id });
    const [email] = await database.db.select().from(emailOutbox);
    expect(email).toMatchObject({ toAddress: 'rita.rep@roofbid.ca' });
    expect(email?.textBody).toContain('admin user reassigned the lead Alice Archer from you');
  });

  it('opens the drawer with the contact, the linked order and the activities', async () => {
    const { b, c } = await fiveLeads();
    await database.db
      .update(leadPipeline)
      .set({ orderNumber: 'RB-100001' })
      .where(eq(leadPipeline.id, c.lead.id));
    const res = await sales('GET', `/api/lead-pipeline/${c.lead.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: 'RB-100001',
      contact: {
        id: c.submission.id,
        name: 'Carol Cooper',
        email: 'carol.cooper@example.com',
        address: '123 Elbow Dr SW, Calgary',
        // Stored "T2P1J9"; shown with its space (issue #22 item 6).
        postalCode: 'T2P 1J9',
      },
      activities: [],
    });
    // The admin's Convert to Sale makes an order for the submission: the drawer links it.
    const converted = await admin(
      'POST',
      `/api/admin/contact-submissions/${b.submission.id}/convert`,
    );
    expect(converted.statusCode, converted.body).toBe(201);
    const drawer = (await sales('GET', `/api/lead-pipeline/${b.lead.id}`)).json();
    expect(drawer.orderNumber).toBe(converted.json().orderNumber);
    expect(drawer.order).toMatchObject({
      orderNumber: converted.json().orderNumber,
      totalAmountCents: 9999,
      paidAmountCents: 0,
      paidAt: null,
    });
    expect((await sales('GET', `/api/lead-pipeline/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await sales('GET', '/api/lead-pipeline/not-an-id')).statusCode).toBe(400);
  });
});

describe('one lead, one status (issue #22)', () => {
  it('gives a board lead its column status in Admin → Leads, its details, filter and CSV', async () => {
    const { lead, submission } = await insertPipelineLead(database, {
      name: 'Dana Drop',
      salesPersonId: sam.id,
      statusId: status['New Lead']!.id,
    });
    const url = `/api/lead-pipeline/${lead.id}`;
    const detail = async () =>
      (await admin('GET', `/api/admin/contact-submissions/${submission.id}`)).json();
    expect(await detail()).toMatchObject({ leadStatus: 'new', pipelineStatus: 'New Lead' });

    await sales('PATCH', url, { statusId: status['Estimate Scheduled']!.id });
    expect(await detail()).toMatchObject({
      leadStatus: 'qualified',
      pipelineStatus: 'Estimate Scheduled',
    });

    const lost = await sales('PATCH', url, {
      statusId: status['Lost']!.id,
      lostReason: 'Went with a cousin',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await detail()).toMatchObject({ leadStatus: 'lost', pipelineStatus: 'Lost' });
    const lostList = (await admin('GET', '/api/admin/contact-submissions?leadStatus=lost')).json();
    expect(lostList.data.map((l: { name: string }) => l.name)).toEqual(['Dana Drop']);
    const csv = (await admin('GET', '/api/admin/export/leads.csv')).body;
    expect(csv.split('\n').find((line) => line.includes('Dana Drop'))).toContain('"Lost","Lost"');

    // The admin menu does not give a board lead a second status.
    const picked = await admin('PATCH', `/api/admin/contact-submissions/${submission.id}`, {
      leadStatus: 'nurturing',
    });
    expect(picked.statusCode).toBe(400);
    expect(picked.json().error.fields).toEqual({
      leadStatus: 'This lead is on the pipeline board: move its card there',
    });
    expect((await detail()).leadStatus).toBe('lost');
  });

  it('keeps a column and its leads saying the same status when the column changes', async () => {
    const { submission } = await insertPipelineLead(database, {
      salesPersonId: sam.id,
      statusId: status['Negotiating']!.id,
    });
    await database.db
      .update(contactSubmissions)
      .set({ leadStatus: 'negotiating' })
      .where(eq(contactSubmissions.id, submission.id));
    const columnUrl = `/api/job-statuses/${status['Negotiating']!.id}`;
    const edited = await admin('PUT', columnUrl, {
      name: 'Proposal Out',
      category: 'active',
      leadStatus: 'proposal_sent',
      order: 30,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Proposal Out', leadStatus: 'proposal_sent' });
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submission.id));
    expect(row!.leadStatus).toBe('proposal_sent');

    // An edit that does not name the lead status keeps it.
    const recoloured = await admin('PUT', columnUrl, { name: 'Proposal Out', color: '#EF4444' });
    expect(recoloured.json()).toMatchObject({ color: '#EF4444', leadStatus: 'proposal_sent' });

    // A column holding leads keeps its category: its leads were not won or lost.
    const toWon = await admin('PUT', columnUrl, { name: 'Proposal Out', category: 'won' });
    expect(toWon.statusCode).toBe(409);
    expect(toWon.json().error.fields).toEqual({
      category:
        'Leads sit in this status: move them to another status before changing its category',
    });
    // A won column stands for Won whatever is sent.
    const wonColumn = await admin('POST', '/api/job-statuses', {
      name: 'Signed',
      category: 'won',
      leadStatus: 'nurturing',
    });
    expect(wonColumn.json()).toMatchObject({ category: 'won', leadStatus: 'won' });
  });
});
