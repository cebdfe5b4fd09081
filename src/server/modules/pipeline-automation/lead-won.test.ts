import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { payForLead } from '../../test-support/test-checkout.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { markPipelineLeadWon } from './lead-won.service.ts';
import { addSalesPerson, pipelineRowOf, statusNamed } from './pipeline-test-data.ts';

appTestFile({ at: '2026-11-21T12:00:00Z' });
beforeEach(async () => {
  await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
});

async function pay(contactSubmissionId: string) {
  const { paid, order } = await payForLead(app, database, contactSubmissionId);
  expect(paid.statusCode).toBe(303);
  return order!;
}

const wonAudits = (entityId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, 'pipeline_lead.moved')));

describe('a sale moves the pipeline lead to won', () => {
  it('paying moves it to the first won status with the order number, valued at the roof job', async () => {
    const lead = await submitLead(app);
    const before = await pipelineRowOf(database, lead.id);
    clock.advance(3_600_000);
    const order = await pay(lead.id);

    const row = await pipelineRowOf(database, lead.id);
    expect(row).toMatchObject({
      id: before!.id,
      statusId: (await statusNamed(database, 'Won')).id,
      orderNumber: order.orderNumber,
      // The deal is the roof job (the owner's 10k-20k budget), not the publishing fee.
      valueCents: before!.valueCents,
      probability: 100,
      wonAt: clock.now(),
      closedAt: clock.now(),
    });
    expect(order.totalAmountCents).toBe(9999);
    expect(before!.valueCents).toBe(1_500_000);
    expect(await wonAudits(row!.id)).toEqual([
      expect.objectContaining({
        actorType: 'system',
        details: expect.objectContaining({
          by: 'payment',
          orderNumber: order.orderNumber,
          feeCents: 9999,
          status: { from: before!.statusId, to: row!.statusId },
        }),
      }),
    ]);
  });

  it("the admin's Convert to Sale does the same, audited as the admin", async () => {
    const admin = await signedInAdmin(app, database);
    const lead = await submitLead(app);
    const res = await admin('POST', `/api/admin/contact-submissions/${lead.id}/convert`);
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json();

    const row = await pipelineRowOf(database, lead.id);
    expect(row).toMatchObject({
      statusId: (await statusNamed(database, 'Won')).id,
      orderNumber,
      valueCents: 1_500_000,
    });
    const audits = await wonAudits(row!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: 'staff',
      details: expect.objectContaining({ by: 'convert_to_sale', orderNumber }),
    });
    expect(audits[0]!.actorId).toBeTruthy();
  });

  it('is safe to repeat: the second call changes and audits nothing', async () => {
    const lead = await submitLead(app);
    const sale = {
      contactSubmissionId: lead.id,
      orderId: '00000000-0000-4000-8000-000000000001',
      orderNumber: 'RB-1001',
      feeCents: 9999,
      at: clock.now(),
      actor: { type: 'system', by: 'payment' } as const,
    };
    expect(await markPipelineLeadWon(database.db, sale)).toBeDefined();
    const row = await pipelineRowOf(database, lead.id);
    clock.advance(60_000);
    expect(await markPipelineLeadWon(database.db, { ...sale, at: clock.now() })).toBeUndefined();
    expect(await pipelineRowOf(database, lead.id)).toEqual(row);
    expect(await wonAudits(row!.id)).toHaveLength(1);
  });

  it('keeps the won date of a lead a rep already moved to won, and clears a lost reason', async () => {
    const lead = await submitLead(app);
    const wonEarlier = new Date('2026-11-20T09:00:00Z');
    await database.db
      .update(leadPipeline)
      .set({ statusId: (await statusNamed(database, 'Won')).id, wonAt: wonEarlier })
      .where(eq(leadPipeline.contactSubmissionId, lead.id));
    const order = await pay(lead.id);
    expect(await pipelineRowOf(database, lead.id)).toMatchObject({
      orderNumber: order.orderNumber,
      wonAt: wonEarlier,
    });

    const lost = await submitLead(app, { email: 'lost@example.com' });
    await database.db
      .update(leadPipeline)
      .set({ statusId: (await statusNamed(database, 'Lost')).id, lostReason: 'Went quiet' })
      .where(eq(leadPipeline.contactSubmissionId, lost.id));
    await pay(lost.id);
    expect(await pipelineRowOf(database, lost.id)).toMatchObject({
      statusId: (await statusNamed(database, 'Won')).id,
      lostReason: null,
      wonAt: clock.now(),
    });
  });

  it('leaves a paid lead outside the pipeline alone, and needs an active won status', async () => {
    await database.db.delete(leadPipeline);
    const outside = await submitLead(app);
    await database.db.delete(leadPipeline);
    await pay(outside.id);
    expect(await pipelineRowOf(database, outside.id)).toBeUndefined();

    await database.db
      .update(jobStatuses)
      .set({ isActive: false })
      .where(eq(jobStatuses.category, 'won'));
    const noWon = await submitLead(app, { email: 'nowon@example.com' });
    const before = await pipelineRowOf(database, noWon.id);
    await pay(noWon.id);
    expect(await pipelineRowOf(database, noWon.id)).toEqual(before);
  });
});
