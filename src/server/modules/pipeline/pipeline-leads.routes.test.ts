import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { rowCountsOfAllTables } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { insertSalesPerson, insertSubmission, pipelineRow } from '../../test-support/pipeline.ts';
import {
  admin,
  clock,
  database,
  fiveLeads,
  pipelineTestFile,
  rita,
  sales,
  sam,
  status,
} from '../../test-support/pipeline-test-file.ts';

pipelineTestFile({ goneRep: true });

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
    expectFieldErrors(noReason, { lostReason: 'Enter why this lead was lost' });
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
    expectFieldErrors(wonByHand, {
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
    expectFieldErrors(unwon, {
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
