import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractorDocuments } from '../../db/schema/contractor-applications.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { remindExpiringDocuments } from '../../jobs/document-expiry.ts';
import { createContractor, createStaff, signIn } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { multipartForm, samples } from '../../test-support/upload-samples.ts';
import {
  adminCall,
  app,
  clock,
  database,
  useApplicationsApp,
} from './contractor-applications.test-setup.ts';

useApplicationsApp();

let n = 0;
/** A contractor (its documents as told) with a signed-in user. */
async function contractorUser(overrides: Parameters<typeof createContractor>[3] = {}) {
  n += 1;
  const contractor = await createContractor(database, `Vetted ${n}`, ['AB'], overrides);
  const email = `user${n}@vetted.example.com`;
  await createStaff(database, email, 'contractor', contractor.id);
  return { contractor, cookie: await signIn(app, 'staff', email) };
}

const bidOn = async (cookie: string) => {
  const auction = await publishAuction(app, database, { postalCode: 'T2P 1J9' });
  return app.inject({
    method: 'POST',
    url: `/api/contractor/auctions/${auction.id}/bids`,
    headers: { cookie },
    payload: bidTerms(),
  });
};

async function uploadRenewal(cookie: string, fields: Record<string, string>, file = samples.pdf()) {
  const form = await multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', file, filename: 'renewed.pdf', type: 'application/pdf' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/contractor/documents',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}

describe('the vetting gate', () => {
  it('refuses a bid without approved documents, with the reason, and in /me', async () => {
    const { cookie } = await contractorUser({ licenceVerifiedAt: null });
    const res = await bidOn(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'RoofBid has not yet approved your licence and insurance documents; upload them under Documents in this portal to bid.',
    );
    const me = await app.inject({ method: 'GET', url: '/api/contractor/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ canBid: false });
  });

  it('a lapsed licence is told to upload the renewal in the portal', async () => {
    const { cookie } = await contractorUser({ licenceExpiresOn: '2026-11-01' });
    const res = await bidOn(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('upload the renewed licence under Documents');
  });

  it('a renewed document, once staff approve it, lets the lapsed contractor bid again', async () => {
    const { contractor, cookie } = await contractorUser({ insuranceExpiresOn: '2026-11-01' });
    const past = await uploadRenewal(cookie, { kind: 'insurance', expiresOn: '2026-11-02' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      expiresOn: 'This date has passed: send the renewed document',
    });
    const wrongType = await uploadRenewal(
      cookie,
      { kind: 'insurance', expiresOn: '2027-11-01' },
      samples.exe(),
    );
    expect(wrongType.json().error.fields).toEqual({
      file: 'The document must be a PDF, JPG or PNG file',
    });

    const sent = await uploadRenewal(cookie, { kind: 'insurance', expiresOn: '2027-11-01' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', kind: 'insurance' });
    const own = await app.inject({ method: 'GET', url: sent.json().url, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect((await bidOn(cookie)).statusCode).toBe(403);

    const queue = await adminCall('GET', '/api/admin/contractor-documents');
    expect(queue.json().data).toMatchObject([
      { id: sent.json().id, companyName: contractor.companyName },
    ]);
    const approvePath = `/api/admin/contractor-documents/${sent.json().id}/approve`;
    const refused = await adminCall('POST', approvePath, undefined, cookie);
    expect(refused.statusCode).toBe(403);
    const [a, b] = await Promise.all([
      adminCall('POST', approvePath),
      adminCall('POST', approvePath),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [after] = await database.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, contractor.id));
    expect(after!.insuranceExpiresOn).toBe('2027-11-01');
    expect((await bidOn(cookie)).statusCode).toBe(201);
    const rejectLate = await adminCall(
      'POST',
      `/api/admin/contractor-documents/${sent.json().id}/reject`,
      {
        reason: 'Too late',
      },
    );
    expect(rejectLate.statusCode).toBe(409);

    const list = await app.inject({
      method: 'GET',
      url: '/api/contractor/documents',
      headers: { cookie },
    });
    expect(list.json().verification).toBe(
      'Licence verified on January 1, 2026, insurance verified until November 1, 2027',
    );
  });

  it('a rejected renewal is e-mailed with the reason and changes nothing', async () => {
    const { contractor, cookie } = await contractorUser();
    const sent = await uploadRenewal(cookie, { kind: 'licence', expiresOn: '2031-01-01' });
    const res = await adminCall(
      'POST',
      `/api/admin/contractor-documents/${sent.json().id}/reject`,
      {
        reason: 'The scan is unreadable.',
      },
    );
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable.' });
    const [after] = await database.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, contractor.id));
    expect(after!.licenceExpiresOn).toBe('2030-01-01');
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, contractor.email));
    expect(mails.map((m) => m.textBody).join()).toContain('The scan is unreadable.');
  });
});

describe('expiry reminders', () => {
  it('e-mails 30 and 7 days before, once each, even when the job runs twice', async () => {
    const { contractor } = await contractorUser({ licenceExpiresOn: '2026-12-15' });
    await database.db.insert(contractorDocuments).values([
      { contractorId: contractor.id, kind: 'licence', expiresOn: '2026-12-15', status: 'approved' },
      {
        contractorId: contractor.id,
        kind: 'insurance',
        expiresOn: '2030-01-01',
        status: 'approved',
      },
      // An older licence a renewal replaced: never reminded of.
      { contractorId: contractor.id, kind: 'licence', expiresOn: '2026-12-01', status: 'approved' },
    ]);
    const deps = {
      db: database.db,
      clock,
      appUrl: 'http://localhost:5000',
      email: { deliver: true },
      emailQueued: () => {},
    };
    const reminders = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, contractor.email));

    clock.set('2026-11-10T12:00:00Z'); // 35 days before: nothing yet
    expect(await remindExpiringDocuments(deps)).toBe(0);
    clock.set('2026-11-20T12:00:00Z'); // 25 days before
    const [one, two] = await Promise.all([
      remindExpiringDocuments(deps),
      remindExpiringDocuments(deps),
    ]);
    expect(one + two).toBe(1);
    expect(await remindExpiringDocuments(deps)).toBe(0);
    clock.set('2026-12-10T12:00:00Z'); // 5 days before
    expect(await remindExpiringDocuments(deps)).toBe(1);
    expect(await remindExpiringDocuments(deps)).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.textBody.includes('December 15, 2026'))).toBe(true);
    expect(sent.every((m) => !m.subject.includes(contractor.email))).toBe(true);
  });
});
