import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { estimateTableFormValues } from '#shared/schemas/estimate.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { leadForm, submitLead } from '../../test-support/fixtures.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { runPipelineDigest } from '../../jobs/pipeline-digest.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { addSalesPerson, pipelineRowOf, statusNamed } from './pipeline-test-data.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });

describe('a new quote request enters the pipeline', () => {
  it('goes to the first active status, assigned to the rep whose QR link brought it', async () => {
    const oldest = await addSalesPerson(database, 'Olga Oldest', '2026-01-01T00:00:00Z');
    const rep = await addSalesPerson(database, 'Quinn QR', '2026-06-01T00:00:00Z');
    const { id } = await submitLead(app, { referralCode: rep.referralCode });

    const row = await pipelineRowOf(database, id);
    expect(row).toMatchObject({
      assignedSalesPersonId: rep.id,
      statusId: (await statusNamed(database, 'New Lead')).id,
      orderNumber: null,
    });
    expect(row?.assignedSalesPersonId).not.toBe(oldest.id);
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(lead?.referredBySalesPersonId).toBe(rep.id);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits).toEqual([
      expect.objectContaining({
        actorType: 'system',
        action: 'pipeline_lead.created',
        entityType: 'lead_pipeline',
        details: expect.objectContaining({
          contactSubmissionId: id,
          assignedSalesPersonId: rep.id,
        }),
      }),
    ]);
  });

  it('goes to the active rep with the fewest open leads otherwise, the oldest on a tie', async () => {
    const busy = await addSalesPerson(database, 'Bea Busy', '2026-01-01T00:00:00Z');
    const tiedOld = await addSalesPerson(database, 'Tom Tied', '2026-02-01T00:00:00Z');
    const tiedNew = await addSalesPerson(database, 'Tia Tied', '2026-03-01T00:00:00Z');
    await addSalesPerson(database, 'Ian Inactive', '2025-01-01T00:00:00Z', { isActive: false });

    // Busy has two open leads; Tom has one open and one won (won does not count).
    for (const who of [busy, busy, tiedOld])
      await submitLead(app, { referralCode: who.referralCode });
    const won = await submitLead(app, { referralCode: tiedOld.referralCode });
    await database.db
      .update(leadPipeline)
      .set({ statusId: (await statusNamed(database, 'Won')).id })
      .where(eq(leadPipeline.contactSubmissionId, won.id));
    const tiedNewLead = await submitLead(app, { referralCode: tiedNew.referralCode });

    // Tom and Tia both have one open lead: Tom joined first.
    const first = await submitLead(app);
    expect((await pipelineRowOf(database, first.id))?.assignedSalesPersonId).toBe(tiedOld.id);
    // Now Tia has the fewest.
    const second = await submitLead(app);
    expect((await pipelineRowOf(database, second.id))?.assignedSalesPersonId).toBe(tiedNew.id);
    expect((await pipelineRowOf(database, tiedNewLead.id))?.assignedSalesPersonId).toBe(tiedNew.id);
  });

  it("stores no referral for an inactive rep's code, and assigns the lead like any other", async () => {
    const gone = await addSalesPerson(database, 'Gina Gone', '2026-01-01T00:00:00Z', {
      isActive: false,
    });
    const active = await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const { id } = await submitLead(app, { referralCode: gone.referralCode });
    expect((await pipelineRowOf(database, id))?.assignedSalesPersonId).toBe(active.id);
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(lead?.referredBySalesPersonId).toBeNull();
  });

  it('stores the lead without a pipeline row when no rep is active, or the link is unknown', async () => {
    await addSalesPerson(database, 'Ian Inactive', '2025-01-01T00:00:00Z', { isActive: false });
    const { id } = await submitLead(app, { referralCode: 'ZZZZZZZZZZ' });
    expect(await pipelineRowOf(database, id)).toBeUndefined();
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(lead?.referredBySalesPersonId).toBeNull();
  });

  it('stores no pipeline row without an active status of category active', async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    await database.db
      .update(jobStatuses)
      .set({ isActive: false })
      .where(eq(jobStatuses.category, 'active'));
    const { id } = await submitLead(app);
    expect(await pipelineRowOf(database, id)).toBeUndefined();
  });

  it('follows the board order: the active status with the highest order', async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const [top] = await database.db
      .insert(jobStatuses)
      .values({ name: 'Inbox', order: 99, category: 'active' })
      .returning();
    const { id } = await submitLead(app);
    expect((await pipelineRowOf(database, id))?.statusId).toBe(top!.id);
  });

  it('puts a resubmitted visit in the pipeline once', async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const headers = { 'idempotency-key': 'k'.repeat(40) };
    const send = () =>
      app.inject({ method: 'POST', url: '/api/contact', payload: leadForm(), headers });
    const [a, b] = [await send(), await send()];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await database.db.select().from(leadPipeline)).toHaveLength(1);
  });

  it('reads a code case-insensitively, with spaces around it', async () => {
    const rep = await addSalesPerson(database, 'Quinn QR', '2026-06-01T00:00:00Z');
    const { id } = await submitLead(app, { referralCode: ` ${rep.referralCode.toLowerCase()} ` });
    expect((await pipelineRowOf(database, id))?.assignedSalesPersonId).toBe(rep.id);
  });

  // The form sends only well-formed codes (it drops a mangled ?ref=), so this never blocks a
  // homeowner; the API's contract stays strict.
  it('refuses a malformed referral code with a field error, storing nothing', async () => {
    for (const referralCode of ['not-a-rep', 'ABCDEFGHIL', '12345678901', randomUUID()]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: leadForm({ referralCode }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ referralCode: 'Unknown sales rep link' });
    }
    expect(await database.db.select().from(contactSubmissions)).toHaveLength(0);
  });

  it('ignores the old raw sales person id: it is no longer part of the form', async () => {
    const rep = await addSalesPerson(database, 'Quinn QR', '2026-06-01T00:00:00Z');
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...leadForm(), referredBySalesPersonId: rep.id },
    });
    const [lead] = await database.db.select().from(contactSubmissions);
    expect(lead?.referredBySalesPersonId ?? null).toBeNull();
    expect(res.statusCode).toBe(201);
  });
});

describe('a new deal starts at the roof job (issue #22 item 3)', () => {
  it("values a rep's QR lead like any new lead, by its budget, and tells the rep in the digest", async () => {
    const rep = await addSalesPerson(database, 'Quinn QR', '2026-06-01T00:00:00Z');
    const fromQr = await submitLead(app, {
      referralCode: rep.referralCode,
      name: 'Rosa Referred',
      budget: '5k-10k',
    });
    const fromWeb = await submitLead(app, { budget: '5k-10k' });
    const start = {
      valueCents: 750_000,
      probability: 10,
      nextFollowUpDate: new Date('2026-11-21T12:00:00Z'),
    };
    expect(await pipelineRowOf(database, fromQr.id)).toMatchObject(start);
    expect(await pipelineRowOf(database, fromWeb.id)).toMatchObject(start);
    // The lead's status is the one its column stands for (New Lead: New).
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, fromQr.id));
    expect(lead?.leadStatus).toBe('new');

    // The next morning's digest names the new lead, its column and its value.
    clock.set('2026-11-22T15:00:00Z');
    await runPipelineDigest({
      db: database.db,
      clock,
      email: { deliver: false },
      appUrl: 'http://localhost:5000',
      timeZone: 'America/Edmonton',
      emailQueued: () => {},
      log: app.log,
    });
    const [digest] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, rep.email));
    expect(digest?.textBody).toContain('- Rosa Referred (New Lead, $7,500): overdue since Nov 21');
  });

  it("starts at the instant estimate's middle when the request gives a roof size and material", async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    // 2,000 sq ft of asphalt in Alberta: $9,000-$15,000 (the 10k-20k budget says $15,000).
    const byArea = await submitLead(app, { roofAreaSqFt: '2,000', roofMaterial: 'asphalt' });
    // A 1,600 sq ft footprint at 6/12 is 1,788.8 sq ft of roof: $8,000-$13,400.
    const byFootprint = await submitLead(app, {
      email: 'footprint@example.com',
      footprintSqFt: '1600',
      roofPitch: '6-12',
      roofMaterial: 'asphalt',
    });
    const deal = await pipelineRowOf(database, byArea.id);
    expect(deal).toMatchObject({ valueCents: 1_200_000, probability: 10 });
    expect(await pipelineRowOf(database, byFootprint.id)).toMatchObject({ valueCents: 1_070_000 });
    const [created] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, deal!.id));
    expect(created?.details).toMatchObject({ by: 'quote_request', valueCents: 1_200_000 });
  });

  it("starts at the budget's value without a size, or with a material the estimate does not know", async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const noSize = await submitLead(app, { roofMaterial: 'asphalt' });
    const notSure = await submitLead(app, {
      email: 'not.sure@example.com',
      roofAreaSqFt: '2000',
      roofMaterial: 'not-sure',
    });
    for (const { id } of [noSize, notSure])
      expect(await pipelineRowOf(database, id)).toMatchObject({ valueCents: 1_500_000 });
  });

  it("follows the admin's cost table, the one /get-quote shows", async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const admin = await signedInAdmin(app, database);
    const form = estimateTableFormValues(
      (await admin('GET', '/api/admin/settings/estimate')).json(),
    );
    form.materials.asphalt = { low: '6.00', high: '8.00' };
    expect((await admin('PUT', '/api/admin/settings/estimate', form)).statusCode).toBe(200);
    // 2,000 sq ft at $6-$8: $12,000-$16,000.
    const { id } = await submitLead(app, { roofAreaSqFt: '2000', roofMaterial: 'asphalt' });
    expect(await pipelineRowOf(database, id)).toMatchObject({ valueCents: 1_400_000 });
  });
});
