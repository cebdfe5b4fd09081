import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { rowCount } from '../../test-support/counts.ts';
import { publishAuction, bidTerms } from '../../test-support/auctions.ts';
import { signIn } from '../../test-support/accounts.ts';
import {
  adminCall,
  app,
  APPLICANT,
  applied,
  cookies,
  database,
  documentsOf,
  mailTo,
  storedApplication,
  useApplicationsApp,
} from './contractor-applications.test-setup.ts';

useApplicationsApp();

const url = (id: string, action = '') =>
  `/api/admin/contractor-applications/${id}${action ? `/${action}` : ''}`;

describe('the admin Applications queue', () => {
  it('refuses sales, contractor users and anonymous callers', async () => {
    const id = await applied();
    for (const cookie of [cookies.sales, cookies.contractor]) {
      expect((await adminCall('GET', url(id), undefined, cookie)).statusCode).toBe(403);
      expect((await adminCall('POST', url(id, 'approve'), undefined, cookie)).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/contractor-applications' })).statusCode,
    ).toBe(401);
  });

  it('lists by status and shows one with its documents, each downloadable by staff', async () => {
    const id = await applied();
    const list = await adminCall('GET', '/api/admin/contractor-applications?status=submitted');
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([id]);
    const none = await adminCall('GET', '/api/admin/contractor-applications?status=approved');
    expect(none.json().data).toEqual([]);
    const detail = (await adminCall('GET', url(id))).json();
    expect(detail.documents).toHaveLength(3);
    for (const document of detail.documents) {
      expect((await adminCall('GET', document.url)).statusCode).toBe(200);
      expect((await adminCall('GET', document.url, undefined, cookies.contractor)).statusCode).toBe(
        404,
      );
    }
  });

  it('approves once: the contractor, its approved documents, the invitation; the invited user bids', async () => {
    const id = await applied();
    const [first, second] = await Promise.all([
      adminCall('POST', url(id, 'approve')),
      adminCall('POST', url(id, 'approve')),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await rowCount(database, contractors)).toBe(1);
    const application = await storedApplication(id);
    expect(application.status).toBe('approved');
    const [contractor] = await database.db.select().from(contractors);
    expect(contractor).toMatchObject({
      id: application.contractorId,
      phone: '(403) 555-0123',
      email: APPLICANT,
      licenceExpiresOn: '2027-06-30',
      insuranceExpiresOn: '2027-03-31',
      licenceVerifiedAt: expect.any(Date),
      insuranceVerifiedAt: expect.any(Date),
    });
    const documents = await documentsOf(id);
    expect(
      documents.every(
        (d) => d.status === 'approved' && d.contractorId === contractor!.id && d.approvedAt,
      ),
    ).toBe(true);
    const users = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, APPLICANT));
    expect(users).toMatchObject([{ role: 'contractor', contractorId: contractor!.id }]);
    const mails = await mailTo(APPLICANT);
    expect(mails.filter((m) => m.template === 'staff_invite')).toHaveLength(1);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['contractor_application.approved']);

    // The invited user sets a password and bids.
    const token = /staff-invite\?token=([\w-]+)/.exec(
      mails.find((m) => m.template === 'staff_invite')!.textBody,
    )![1];
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/staff/accept-invite',
      payload: { token, password: 'correct horse battery' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = await signIn(app, 'staff', APPLICANT);
    const auction = await publishAuction(app, database, { postalCode: 'T2P 1J9' });
    const bid = await app.inject({
      method: 'POST',
      url: `/api/contractor/auctions/${auction.id}/bids`,
      headers: { cookie },
      payload: bidTerms(),
    });
    expect(bid.statusCode, bid.body).toBe(201);

    // Rejecting the approved application is refused: the first decision stands.
    const late = await adminCall('POST', url(id, 'reject'), { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
  });

  it('rejects with a reason, e-mailed once however often it is pressed', async () => {
    const id = await applied();
    const reason = 'The licence number does not match the provincial registry.';
    const first = await adminCall('POST', url(id, 'reject'), { reason });
    const again = await adminCall('POST', url(id, 'reject'), { reason });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().application).toMatchObject({ status: 'rejected', reason });
    const mails = (await mailTo(APPLICANT)).filter(
      (m) => m.subject.includes('application') && m.textBody.includes(reason),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain(APPLICANT);
    expect((await adminCall('POST', url(id, 'approve'))).statusCode).toBe(409);
    expect(await rowCount(database, contractors)).toBe(0);
    const blank = await adminCall('POST', url(id, 'reject'), { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({
      reason: 'Say why, for the e-mail to the applicant',
    });
  });

  it('asks for a document (documents_requested, e-mailed once), then may still approve', async () => {
    const id = await applied();
    const body = { kind: 'wcb', reason: 'The letter sent is from 2019; we need a current one.' };
    const first = await adminCall('POST', url(id, 'request-document'), body);
    const again = await adminCall('POST', url(id, 'request-document'), body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().application.status).toBe('documents_requested');
    const asked = (await mailTo(APPLICANT)).filter((m) => m.subject.includes('missing'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.textBody).toContain('from 2019');
    expect((await adminCall('POST', url(id, 'approve'))).statusCode).toBe(200);
  });
});
