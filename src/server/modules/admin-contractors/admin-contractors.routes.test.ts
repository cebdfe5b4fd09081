import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { createContractor, createStaff, signIn, asUser } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { admin, app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';

appTestFile({ at: '2026-11-21T12:00:00Z', admin: true });

const chinook = {
  companyName: 'Chinook Roofing Ltd.',
  licenceNumber: 'ab-12345',
  licenceExpiresOn: '2027-06-30',
  insuredAmount: '2000000',
  insuranceExpiresOn: '2027-03-31',
  bonded: true,
  yearsInBusiness: 14,
  serviceArea: 't2p, AB t3a',
  contactName: 'Dana Chinook',
  email: 'Office@Chinook.example.com',
  phone: '(403) 555-0101',
};

type Row = {
  id: string;
  companyName: string;
  status: string;
  flags: {
    licenceExpired: boolean;
    insuranceExpired: boolean;
    suspended: boolean;
    canBid: boolean;
  };
  users: { email: string; invited: boolean }[];
};
const list = async (query = '') => {
  const res = await admin('GET', `/api/admin/contractors${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Row[]; total: number; totalCapped: boolean };
};

describe('contractors: create and edit', () => {
  // Issue #22 item 6: owners read "Licence number: Licence AB-…" when staff typed the word.
  it('stores a licence number without the word "Licence" typed before it', async () => {
    const res = await admin('POST', '/api/admin/contractors', {
      ...chinook,
      licenceNumber: 'Licence no. ab-777',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().licenceNumber).toBe('AB-777');
  });

  it('creates a contractor: dollars stored as cents, codes normalised, an audit row', async () => {
    const res = await admin('POST', '/api/admin/contractors', chinook);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      companyName: 'Chinook Roofing Ltd.',
      licenceNumber: 'AB-12345',
      insuredAmountCents: 200_000_000,
      serviceArea: ['T2P', 'AB', 'T3A'],
      email: 'office@chinook.example.com',
      status: 'active',
      // Typed by staff, no approved documents yet: it bids once they are approved
      // (docs/decisions/contractor-vetting.md).
      flags: {
        licenceExpired: false,
        insuranceExpired: false,
        suspended: false,
        documentsUnverified: true,
        canBid: false,
      },
      users: [],
    });
    const [stored] = await database.db.select().from(contractors);
    expect(stored).toMatchObject({ insuredAmountCents: 200_000_000, isActive: true });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contractor.created'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'staff', entityId: stored!.id });
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const res = await admin('POST', '/api/admin/contractors', {
      ...chinook,
      companyName: '  ',
      licenceNumber: 'AB\u0000 1',
      licenceExpiresOn: '2027-02-30',
      insuredAmount: 'lots',
      yearsInBusiness: -1,
      serviceArea: 'T2P, Calgary',
      email: 'not-an-email',
      phone: '555',
      status: 'retired',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      companyName: 'Company name is required',
      licenceExpiresOn: 'Enter a valid date',
      insuredAmount: 'Enter the insured amount in dollars, such as 2000000',
      yearsInBusiness: 'Enter 0 or more years',
      email: 'Enter a valid contact e-mail address',
      phone: 'Enter a phone number with 10 digits',
      status: 'Choose Active or Suspended',
    });
    expect(fields.licenceNumber).toMatch(/control characters/);
    expect(fields.serviceArea).toMatch(/province codes/);
    const empty = await admin('POST', '/api/admin/contractors', { ...chinook, serviceArea: ' , ' });
    expect(empty.json().error.fields.serviceArea).toBe(
      'Add at least one province code (AB) or postal-code prefix (T2P)',
    );
    const formula = await admin('POST', '/api/admin/contractors', {
      ...chinook,
      phone: '(403) 555-0101;-2+3',
    });
    expect(formula.json().error.fields).toEqual({
      phone: 'Enter a phone number using only digits, spaces and + ( ) - .',
    });
    expect(await rowCount(database, contractors)).toBe(0);
    expect(await rowCount(database, auditLog)).toBe(1); // the admin's sign-in only
  });

  it('refuses a licence number or e-mail another contractor has, with 409 on the field', async () => {
    await createContractor(database, 'Other Roofing', ['AB'], {
      licenceNumber: 'AB-12345',
      email: 'office@chinook.example.com',
    });
    const res = await admin('POST', '/api/admin/contractors', chinook);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({
      licenceNumber: 'Another contractor already has this licence number',
      email: 'Another contractor already uses this e-mail address',
    });
    expect(await rowCount(database, contractors)).toBe(1);
  });

  it('edits a contractor, suspends and reactivates it, each audited', async () => {
    const { id } = (await admin('POST', '/api/admin/contractors', chinook)).json();
    const edited = await admin('PUT', `/api/admin/contractors/${id}`, {
      ...chinook,
      yearsInBusiness: 15,
      status: 'suspended',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      yearsInBusiness: 15,
      status: 'suspended',
      flags: { suspended: true, canBid: false },
    });
    const again = await admin('PUT', `/api/admin/contractors/${id}`, { ...chinook, bonded: false });
    expect(again.json()).toMatchObject({ status: 'active', bonded: false });
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'contractor.created',
        'contractor.suspended',
        'contractor.reactivated',
      ]),
    );
    const suspended = (await database.db.select().from(auditLog)).find(
      (a) => a.action === 'contractor.suspended',
    );
    expect((suspended?.details as { changed: string[] }).changed.sort()).toEqual([
      'isActive',
      'yearsInBusiness',
    ]);
  });

  it('answers 404 for an unknown contractor and 400 for an invalid edit, changing nothing', async () => {
    const missing = await admin(
      'PUT',
      '/api/admin/contractors/00000000-0000-4000-8000-000000000000',
      chinook,
    );
    expect(missing.statusCode).toBe(404);
    const { id } = (await admin('POST', '/api/admin/contractors', chinook)).json();
    const bad = await admin('PUT', `/api/admin/contractors/${id}`, { ...chinook, companyName: '' });
    expect(bad.statusCode).toBe(400);
    const [stored] = await database.db.select().from(contractors);
    expect(stored?.companyName).toBe('Chinook Roofing Ltd.');
  });
});

describe('contractors: the list', () => {
  beforeEach(async () => {
    await createContractor(database, 'Alpha Roofing', ['AB']);
    await createContractor(database, 'Bravo Roofing', ['T2P'], {
      insuranceExpiresOn: '2026-11-20',
    });
    await createContractor(database, 'Charlie Exteriors', ['BC'], {
      licenceExpiresOn: '2026-01-01',
      licenceNumber: 'BC-777',
    });
    await createContractor(database, 'Delta Roofing', ['ON'], { isActive: false });
    await createContractor(database, 'Echo Roofing', ['AB'], { licenceExpiresOn: null });
  });

  it('flags who cannot bid and why', async () => {
    const rows = (await list()).data;
    const flags = Object.fromEntries(rows.map((r) => [r.companyName, r.flags]));
    expect(flags['Alpha Roofing']).toEqual({
      licenceExpired: false,
      insuranceExpired: false,
      suspended: false,
      documentsUnverified: false,
      canBid: true,
    });
    expect(flags['Bravo Roofing']).toMatchObject({ insuranceExpired: true, canBid: false });
    expect(flags['Charlie Exteriors']).toMatchObject({ licenceExpired: true, canBid: false });
    expect(flags['Delta Roofing']).toMatchObject({ suspended: true, canBid: false });
    expect(flags['Echo Roofing']).toMatchObject({ licenceExpired: true, canBid: false });
  });

  it('filters active, suspended and flagged, searches company and licence, pages in SQL', async () => {
    const names = async (query: string) => (await list(query)).data.map((r) => r.companyName);
    expect(await names('?filter=suspended')).toEqual(['Delta Roofing']);
    expect(await names('?filter=active')).toEqual([
      'Alpha Roofing',
      'Bravo Roofing',
      'Charlie Exteriors',
      'Echo Roofing',
    ]);
    expect(await names('?filter=flagged')).toEqual([
      'Bravo Roofing',
      'Charlie Exteriors',
      'Delta Roofing',
      'Echo Roofing',
    ]);
    expect(await names('?search=roofing')).toHaveLength(4);
    expect(await names('?search=bc-7')).toEqual(['Charlie Exteriors']);
    expect(await names('?search=%25')).toEqual([]);
    const page2 = await list('?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 5, totalCapped: false, page: 2, pageSize: 2 });
    expect(page2.data.map((r) => r.companyName)).toEqual(['Charlie Exteriors', 'Delta Roofing']);
    expect((await admin('GET', '/api/admin/contractors?filter=lapsed')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/contractors?pageSize=1000')).statusCode).toBe(400);
  });

  it('moves a contractor into "flagged" when the day after its insurance expiry comes', async () => {
    clock.set('2026-11-20T12:00:00Z');
    expect((await list('?filter=flagged')).data.map((r) => r.companyName)).not.toContain(
      'Bravo Roofing',
    );
    clock.set('2026-11-21T00:00:01Z');
    expect((await list('?filter=flagged')).data.map((r) => r.companyName)).toContain(
      'Bravo Roofing',
    );
  });
});

describe('contractors: who may', () => {
  it('lets only admins read and write', async () => {
    const roofer = await createContractor(database, 'Own Roofing');
    await createStaff(database, 'sales@roofbid.ca', 'sales');
    await createStaff(database, 'user@own.example.com', 'contractor', roofer.id);
    const sales = asUser(app, await signIn(app, 'staff', 'sales@roofbid.ca'));
    const contractor = asUser(app, await signIn(app, 'staff', 'user@own.example.com'));
    const anonymous = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, ...(payload ? { payload } : {}) });
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/contractors'],
      ['POST', '/api/admin/contractors', chinook],
      ['PUT', `/api/admin/contractors/${roofer.id}`, chinook],
      [
        'POST',
        `/api/admin/contractors/${roofer.id}/invite`,
        { name: 'Al', email: 'al@x.example.com' },
      ],
    ];
    for (const [method, url, payload] of calls) {
      expect((await anonymous(method, url, payload)).statusCode).toBe(401);
      expect((await sales(method, url, payload)).statusCode).toBe(403);
      expect((await contractor(method, url, payload)).statusCode).toBe(403);
    }
    expect(await rowCount(database, contractors)).toBe(1);
  });
});
