import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { jobStatuses } from '../../db/schema/pipeline.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import type { asUser } from '../../test-support/accounts.ts';
import { signedInContractor, signedInStaff } from '../../test-support/accounts.ts';
import { rowCountsOfAllTables } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import {
  insertPipelineLead,
  insertSalesPerson,
  insertSubmission,
  statusesByName,
} from '../../test-support/pipeline.ts';
import { admin, app, appTestFile, database } from '../../test-support/app-test-file.ts';

let sales: ReturnType<typeof asUser>;

appTestFile({ at: '2026-11-21T12:00:00Z', admin: true });
beforeEach(async () => {
  ({ call: sales } = await signedInStaff(app, database, 'sam@roofbid.ca', 'sales'));
});

describe('sales people', () => {
  it('an admin adds one: a sales account without a password and an invitation e-mail', async () => {
    const res = await admin('POST', '/api/sales-people', {
      name: 'Priya Patel',
      email: 'Priya@RoofBid.ca',
      phone: '403-555-0199',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Priya Patel',
      email: 'priya@roofbid.ca',
      phone: '403-555-0199',
      role: 'Sales Representative',
      isActive: true,
      invitationPending: true,
    });
    const [account] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'priya@roofbid.ca'));
    expect(account).toMatchObject({ role: 'sales', passwordHash: null });
    expect(res.json().staffUserId).toBe(account!.id);
    const mails = await database.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'priya@roofbid.ca', template: 'staff_invite' });
    expect(mails[0]!.textBody).toContain('/staff-invite?token=');
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action).sort();
    expect(actions).toEqual(expect.arrayContaining(['sales_person.created', 'staff.invited']));

    const list = (await sales('GET', '/api/sales-people')).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Priya Patel']);
  });

  it('refuses a duplicate e-mail, bad input and anyone but an admin, storing nothing', async () => {
    await insertSalesPerson(database, 'Rita Rep', { email: 'rita@roofbid.ca' });
    const { call: contractor } = await signedInContractor(app, database, 'Peak Roofing');
    const before = await rowCountsOfAllTables(database, ['staff_sessions', 'audit_log']);
    const dup = await admin('POST', '/api/sales-people', {
      name: 'Rita Again',
      email: 'RITA@roofbid.ca',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({
      email: 'A sales person with this e-mail already exists',
    });
    const contractorEmail = await admin('POST', '/api/sales-people', {
      name: 'Roofer',
      email: 'user@peak-roofing.example.com',
    });
    expect(contractorEmail.statusCode).toBe(409);
    expect(contractorEmail.json().error.fields.email).toBeDefined();
    const bad = await admin('POST', '/api/sales-people', { name: ' ', email: 'nope' });
    expectFieldErrors(bad, {
      name: 'Name is required',
      email: 'Email is required',
    });
    const formula = await admin('POST', '/api/sales-people', {
      name: 'Rita',
      email: 'rita.formula@roofbid.ca',
      phone: "403;=cmd|'/C calc'!A0",
    });
    expectFieldErrors(formula, {
      phone: 'Enter a phone number using only digits, spaces and + ( ) - .',
    });
    const valid = { name: 'New Person', email: 'new@roofbid.ca' };
    expect((await sales('POST', '/api/sales-people', valid)).statusCode).toBe(403);
    expect((await contractor('POST', '/api/sales-people', valid)).statusCode).toBe(403);
    expect((await contractor('GET', '/api/sales-people')).statusCode).toBe(403);
    expect(await rowCountsOfAllTables(database, ['staff_sessions', 'audit_log'])).toEqual(before);
  });

  it('links staff who already sign in as sales, without a second invitation', async () => {
    const res = await admin('POST', '/api/sales-people', {
      name: 'Sam Sales',
      email: 'sam@roofbid.ca',
      role: 'Team Lead',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'Team Lead', invitationPending: false });
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
    // Now "mine" finds Sam's leads.
    const status = await statusesByName(database);
    await insertPipelineLead(database, {
      salesPersonId: res.json().id,
      statusId: status['New Lead']!.id,
    });
    expect((await sales('GET', '/api/lead-pipeline?mine=1')).json().stats.totalLeads).toBe(1);
  });

  it('edits and deactivates a sales person; their sales sign-in follows', async () => {
    const created = (
      await admin('POST', '/api/sales-people', { name: 'Priya Patel', email: 'priya@roofbid.ca' })
    ).json();
    const url = `/api/sales-people/${created.id}`;
    const edited = await admin('PUT', url, {
      name: 'Priya P. Patel',
      email: 'priya.patel@roofbid.ca',
      phone: '',
      role: 'Senior Rep',
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Priya P. Patel',
      email: 'priya.patel@roofbid.ca',
      phone: null,
      role: 'Senior Rep',
      isActive: false,
    });
    const [account] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, created.staffUserId));
    expect(account).toMatchObject({ email: 'priya.patel@roofbid.ca', isActive: false });
    const board = (await sales('GET', '/api/lead-pipeline')).json();
    expect(board.stats.salesTeam).toBe(0);

    await insertSalesPerson(database, 'Rita Rep', { email: 'rita@roofbid.ca' });
    const taken = await admin('PUT', url, { name: 'Priya', email: 'rita@roofbid.ca' });
    expect(taken.statusCode).toBe(409);
    expect(
      (
        await admin('PUT', `/api/sales-people/${crypto.randomUUID()}`, {
          name: 'X',
          email: 'x@roofbid.ca',
        })
      ).statusCode,
    ).toBe(404);
    expect((await sales('PUT', url, { name: 'X', email: 'x@roofbid.ca' })).statusCode).toBe(403);
  });
});

describe('job statuses', () => {
  it('adds statuses from the palette, unique by name, sorted by order then newest', async () => {
    const res = await sales('POST', '/api/job-statuses', {
      name: 'Site Visit',
      color: '#A855F7',
      category: 'active',
      order: 55,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Site Visit', color: '#A855F7', isActive: true });
    const defaults = await sales('POST', '/api/job-statuses', { name: 'Parked' });
    expect(defaults.json()).toMatchObject({ color: '#3B82F6', category: 'active', order: 0 });
    const list = (await sales('GET', '/api/job-statuses')).json();
    expect(list.data.map((s: { name: string }) => s.name)).toEqual([
      'New Lead',
      'Site Visit',
      'Contacted',
      'Estimate Scheduled',
      'Negotiating',
      'Won',
      'Lost',
      'Parked',
    ]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'job_status.created'));
    expect(audit).toHaveLength(2);
  });

  it('refuses a taken name, colours off the palette and bad categories, storing nothing', async () => {
    const before = await rowCountsOfAllTables(database);
    const taken = await sales('POST', '/api/job-statuses', { name: 'won' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: 'A status with this name already exists' });
    const bad = await sales('POST', '/api/job-statuses', {
      name: '',
      color: '#123456',
      category: 'paused',
      order: 1.5,
    });
    expectFieldErrors(bad, {
      name: 'Name is required',
      color: 'Choose a colour from the palette',
      category: 'Choose active, won or lost',
      order: 'Order must be a whole number',
    });
    expect(await rowCountsOfAllTables(database)).toEqual(before);
  });

  it('edits and retires a status; a retired status leaves the board', async () => {
    const [negotiating] = await database.db
      .select()
      .from(jobStatuses)
      .where(eq(jobStatuses.name, 'Negotiating'));
    const url = `/api/job-statuses/${negotiating!.id}`;
    const res = await sales('PUT', url, {
      name: 'Negotiation',
      color: '#F97316',
      category: 'active',
      order: 100,
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Negotiation', order: 100, isActive: false });
    const board = (await sales('GET', '/api/lead-pipeline')).json();
    expect(board.columns.map((c: { status: { name: string } }) => c.status.name)).not.toContain(
      'Negotiation',
    );
    const clash = await sales('PUT', url, { name: 'Contacted' });
    expect(clash.statusCode).toBe(409);
    expect(
      (await sales('PUT', `/api/job-statuses/${crypto.randomUUID()}`, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('the Add Lead picker (GET /api/contact)', () => {
  it('pages contact submissions for staff, searched on the server, marking those in the pipeline and those paid', async () => {
    const status = await statusesByName(database);
    const rep = await insertSalesPerson(database, 'Rita Rep');
    for (let i = 0; i < 3; i++) {
      await insertSubmission(database, {
        name: `Homeowner ${i}`,
        email: `h${i}@example.com`,
        submittedAt: new Date(Date.parse('2026-11-01T00:00:00Z') + i * 60_000),
        // Homeowner 2 paid: the picker says so (its lead is Won, not New Lead).
        ...(i === 2 ? { convertedAt: new Date('2026-11-02T00:00:00Z') } : {}),
      });
    }
    const { submission } = await insertPipelineLead(database, {
      name: 'Already Added',
      salesPersonId: rep.id,
      statusId: status['New Lead']!.id,
    });
    const page = (await sales('GET', '/api/contact?pageSize=2')).json();
    expect(page).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 2 });
    expect(page.data.map((c: { name: string }) => c.name)).toEqual([
      'Already Added',
      'Homeowner 2',
    ]);
    expect(page.data[0]).toMatchObject({ id: submission.id, inPipeline: true, converted: false });
    expect(page.data[1]).toMatchObject({ inPipeline: false, converted: true });
    // What Add Lead can still pick: the ones not in the pipeline, counted the same way.
    const available = (await sales('GET', '/api/contact?available=true')).json();
    expect(available.total).toBe(3);
    expect(available.data.map((c: { name: string }) => c.name)).toEqual([
      'Homeowner 2',
      'Homeowner 1',
      'Homeowner 0',
    ]);
    expect((await sales('GET', '/api/contact?available=maybe')).statusCode).toBe(400);
    const found = (await sales('GET', '/api/contact?search=h1@example')).json();
    expect(found.data.map((c: { name: string }) => c.name)).toEqual(['Homeowner 1']);
    expect((await sales('GET', '/api/contact?pageSize=500')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });
});
