import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_PATTERN } from '#shared/domain/referral-code.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { salesPeople, staffUsers } from '../../db/schema/staff.ts';
import {
  asUser,
  createStaff,
  signedInAdmin,
  signedInContractor,
  signedInCustomer,
  signIn,
} from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { insertSalesPerson } from '../../test-support/pipeline.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });

async function leadAndPipelineRow(id: string) {
  const [lead] = await database.db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  const [row] = await database.db
    .select()
    .from(leadPipeline)
    .where(eq(leadPipeline.contactSubmissionId, id));
  return { lead, row };
}

describe('rep referral codes', () => {
  it("attributes a quote request sent through a new rep's QR link to that rep", async () => {
    const admin = await signedInAdmin(app, database);
    await insertSalesPerson(database, 'Olga Oldest', { createdAt: new Date('2026-01-01') });
    const added = await admin('POST', '/api/sales-people', {
      name: 'Quinn QR',
      email: 'quinn@roofbid.ca',
    });
    expect(added.statusCode, added.body).toBe(201);
    // The team list shows no codes: each rep sees only their own (GET /api/sales-people/me).
    expect(added.json()).not.toHaveProperty('referralCode');
    const [quinn] = await database.db
      .select()
      .from(salesPeople)
      .where(eq(salesPeople.email, 'quinn@roofbid.ca'));
    expect(quinn!.referralCode).toMatch(REFERRAL_CODE_PATTERN);

    const { id } = await submitLead(app, { referralCode: quinn!.referralCode });
    const { lead, row } = await leadAndPipelineRow(id);
    expect(lead?.referredBySalesPersonId).toBe(quinn!.id);
    expect(row?.assignedSalesPersonId).toBe(quinn!.id);

    // Staff see who brought it: the admin's lead details and the pipeline's drawer.
    const detail = await admin('GET', `/api/admin/contact-submissions/${id}`);
    expect(detail.json().referredBy).toEqual({ id: quinn!.id, name: 'Quinn QR' });
    const drawer = await admin('GET', `/api/lead-pipeline/${row!.id}`);
    expect(drawer.json().referralRep).toMatchObject({ id: quinn!.id, name: 'Quinn QR' });
  });

  it('stores an unknown code as no referral, never refusing the homeowner', async () => {
    const rep = await insertSalesPerson(database, 'Ada Active');
    const unknown = rep.referralCode === 'ZZZZZZZZZZ' ? 'YYYYYYYYYY' : 'ZZZZZZZZZZ';
    const { id } = await submitLead(app, { referralCode: unknown });
    const { lead, row } = await leadAndPipelineRow(id);
    expect(lead?.referredBySalesPersonId).toBeNull();
    expect(row?.assignedSalesPersonId).toBe(rep.id);
    const admin = await signedInAdmin(app, database);
    const detail = await admin('GET', `/api/admin/contact-submissions/${id}`);
    expect(detail.json().referredBy).toBeNull();
  });

  it('gives every sales person a distinct random code', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertSalesPerson(database, `Rep ${'abcdefghijklmnopqrst'[i]}`),
      ),
    );
    const codes = people.map((p) => p.referralCode);
    for (const code of codes) expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('GET /api/sales-people/me', () => {
  it("answers a signed-in rep's name and referral code", async () => {
    const account = await createStaff(database, 'sam@roofbid.ca', 'sales');
    const sam = await insertSalesPerson(database, 'Sam Sales', { staffUserId: account.id });
    const sales = asUser(app, await signIn(app, 'staff', 'sam@roofbid.ca'));
    const res = await sales('GET', '/api/sales-people/me');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { id: sam.id, name: 'Sam Sales', referralCode: sam.referralCode },
    });
  });

  it('answers null for staff who are not an active sales person', async () => {
    const admin = await signedInAdmin(app, database);
    expect((await admin('GET', '/api/sales-people/me')).json()).toEqual({ data: null });

    const account = await createStaff(database, 'gone@roofbid.ca', 'admin');
    await insertSalesPerson(database, 'Gina Gone', { staffUserId: account.id, isActive: false });
    const gone = asUser(app, await signIn(app, 'staff', 'gone@roofbid.ca'));
    expect((await gone('GET', '/api/sales-people/me')).json()).toEqual({ data: null });
  });

  it('answers 200 with null to visitors, customers and contractors (no 401 on /qr-code)', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/sales-people/me' });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ data: null });

    const { call: customer } = await signedInCustomer(app, database, 'casey@example.com');
    const asCustomer = await customer('GET', '/api/sales-people/me');
    expect(asCustomer.statusCode, asCustomer.body).toBe(200);
    expect(asCustomer.json()).toEqual({ data: null });

    // Even linked to an active sales person by mistake, a contractor's account gets no code.
    const { contractor, call } = await signedInContractor(app, database, 'Peak Roofing');
    const [user] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.contractorId, contractor.id));
    await insertSalesPerson(database, 'Connie Contractor', { staffUserId: user!.id });
    const asContractor = await call('GET', '/api/sales-people/me');
    expect(asContractor.statusCode, asContractor.body).toBe(200);
    expect(asContractor.json()).toEqual({ data: null });
  });
});
