import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import {
  admin,
  app,
  clock,
  database,
  setAdmin,
  useAdminLeadsApp,
} from './admin-leads.test-setup.ts';

const { list } = useAdminLeadsApp();

describe('the leads list', () => {
  it('searches name, e-mail and phone, filters by project type and status, newest first', async () => {
    await submitLead(app, {
      name: 'Olivia Tremblay',
      email: 'olivia@example.com',
      phone: '(403) 555-1111',
      projectType: 'repair',
    });
    clock.advance(60_000);
    await submitLead(app, {
      name: 'Noah Singh',
      email: 'noah@example.com',
      phone: '(780) 555-2222',
      projectType: 'replacement',
    });
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
      'Olivia Tremblay',
    ]);
    expect((await list('?search=trem')).data.map((l: { name: string }) => l.name)).toEqual([
      'Olivia Tremblay',
    ]);
    expect(
      (await list('?search=olivia%20tremblay')).data.map((l: { name: string }) => l.name),
    ).toEqual(['Olivia Tremblay']);
    // Several words are still one text, in that order ("livia trem" is inside the name).
    expect((await list('?search=livia%20trem')).total).toBe(1);
    expect((await list('?search=tremblay%20olivia')).total).toBe(0);
    expect((await list('?search=olivia%20%20tremblay')).total).toBe(0);
    expect((await list('?search=NOAH@EX')).data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
    ]);
    expect((await list('?search=7805552222')).data.map((l: { name: string }) => l.name)).toEqual([
      'Noah Singh',
    ]);
    expect((await list('?search=555-11')).data.map((l: { name: string }) => l.name)).toEqual([
      'Olivia Tremblay',
    ]);
    expect((await list('?search=%25')).total).toBe(0);
    // Digits inside a name search are not matched against phone numbers.
    expect((await list('?search=Olivia%201')).total).toBe(0);
    expect((await list('?projectType=repair')).total).toBe(1);
    expect((await list('?leadStatus=won')).total).toBe(0);
    expect((await admin('GET', '/api/admin/contact-submissions?leadStatus=maybe')).statusCode).toBe(
      400,
    );
  });

  it('shows days ago, a lead score, and a follow-up that is due on or before now', async () => {
    const { id } = await submitLead(app, { urgency: 'emergency', budget: '20k-plus' });
    clock.advance(3 * 86_400_000);
    // Three days on, the first admin session has long timed out.
    setAdmin(await signedInAdmin(app, database, 'later@roofbid.ca'));
    await admin('PATCH', `/api/admin/contact-submissions/${id}`, {
      nextFollowUpAt: clock.now().toISOString(),
    });
    const [row] = (await list()).data;
    expect(row).toMatchObject({
      daysAgo: 3,
      followUpDue: true,
      paid: false,
      hasOrder: false,
      finalPrice: '99.99',
    });
    // 30 urgency + 25 budget + 12 completeness (five of six details) + 15 recency (this week)
    expect(row.leadScore).toBe(82);
    clock.advance(-60_000);
    expect((await list()).data[0].followUpDue).toBe(false);
  });

  it('edits status and follow-up, and audits it', async () => {
    const { id } = await submitLead(app);
    const res = await admin('PATCH', `/api/admin/contact-submissions/${id}`, {
      leadStatus: 'contacted',
      nextFollowUpAt: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leadStatus: 'contacted', nextFollowUpAt: null });
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(lead?.lastContactedAt).not.toBeNull();
    expect(
      (await admin('PATCH', `/api/admin/contact-submissions/${id}`, { nextFollowUpAt: 'soon' }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the details with the score breakdown', async () => {
    const { id } = await submitLead(app, {
      roofMaterial: 'metal',
      footprintSqFt: '1,400',
      roofPitch: '8-12',
    });
    const detail = (await admin('GET', `/api/admin/contact-submissions/${id}`)).json();
    expect(detail).toMatchObject({
      roofMaterial: 'metal',
      roofAreaSqFt: null,
      footprintSqFt: 1400,
      roofPitch: '8-12',
      country: 'Canada',
      postalCode: 'T2P 1J9',
    });
    expect(Object.keys(detail.scoreBreakdown).sort()).toEqual([
      'budget',
      'completeness',
      'engagement',
      'recency',
      'urgency',
    ]);
    expect(
      (await admin('GET', '/api/admin/contact-submissions/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});

describe('stat cards', () => {
  it('counts all leads, this month, converted, and the rounded rate', async () => {
    clock.set('2026-10-15T12:00:00Z');
    await submitLead(app, { email: 'old@example.com' });
    clock.set('2026-11-21T12:00:00Z');
    const recent = await submitLead(app, { email: 'new@example.com' });
    await submitLead(app, { email: 'third@example.com' });
    await admin('POST', `/api/admin/contact-submissions/${recent.id}/convert`);
    expect((await admin('GET', '/api/admin/contact-submissions/stats')).json()).toEqual({
      totalLeads: 3,
      thisMonth: 2,
      converted: 1,
      conversionRate: 33,
    });
  });
});

describe('the lead counter', () => {
  it('follows inserts and deletes of any size, as the Total Leads card shows', async () => {
    const total = async () =>
      (await admin('GET', '/api/admin/contact-submissions/stats')).json().totalLeads;
    expect(await total()).toBe(0);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitLead(app, { email: `c${i}@example.com` })),
    );
    expect(await total()).toBe(6);
    await database.db
      .delete(contactSubmissions)
      .where(eq(contactSubmissions.email, 'c0@example.com'));
    expect(await total()).toBe(5);
    await database.db.delete(contactSubmissions);
    expect(await total()).toBe(0);
  });
});
