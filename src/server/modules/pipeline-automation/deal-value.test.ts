import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import {
  app,
  clock,
  database,
  owner,
  ownerAuctionTestFile,
} from '../../test-support/owner-auctions.ts';
import { insertSubmission } from '../../test-support/pipeline.ts';
import { addSalesPerson, pipelineRowOf, statusNamed } from './pipeline-test-data.ts';

// A deal is worth the roof job (issue #22 item 3, docs/decisions/deal-value.md): Add Lead's
// start like a quote request's, then the awarded bid. The quote request's own start is tested in
// new-quote-pipeline.test.ts.

const { ownerAuction } = ownerAuctionTestFile({ clockAt: '2026-11-21T12:00:00Z' });

/** A revealed auction (bids of $12,000, $11,000, $10,000) published from this quote request. */
const revealedAuction = (contactSubmissionId: string, publishedDaysAgo = 12) =>
  ownerAuction('revealed', 3, { contactSubmissionId, publishedDaysAgo });

const valuedAudits = () =>
  database.db.select().from(auditLog).where(eq(auditLog.action, 'pipeline_lead.valued'));

describe('Add Lead with the value left blank', () => {
  it("starts at the instant estimate's middle, else at the budget's value", async () => {
    const rep = await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const admin = await signedInAdmin(app, database);
    const newLead = (await statusNamed(database, 'New Lead')).id;
    const sized = await insertSubmission(database, {
      roofMaterial: 'asphalt',
      roofAreaSqFt: 2000,
    });
    const unsized = await insertSubmission(database, {
      email: 'unsized@example.com',
      roofMaterial: 'asphalt',
    });
    for (const submission of [sized, unsized]) {
      const res = await admin('POST', '/api/lead-pipeline', {
        contactSubmissionId: submission.id,
        assignedSalesPersonId: rep.id,
        statusId: newLead,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // 2,000 sq ft of asphalt in Alberta: $9,000-$15,000; the 10k-20k budget: $15,000.
    expect((await pipelineRowOf(database, sized.id))?.valueCents).toBe(1_200_000);
    expect((await pipelineRowOf(database, unsized.id))?.valueCents).toBe(1_500_000);
  });
});

describe('awarding a bid values the deal', () => {
  it("sets the lead's deal to the awarded bid's amount, with a system audit row", async () => {
    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const lead = await submitLead(app, { budget: '10k-20k' });
    const before = await pipelineRowOf(database, lead.id);
    expect(before?.valueCents).toBe(1_500_000);
    const { order, bids } = await revealedAuction(lead.id);
    const chosen = bids[1]!.bid;
    clock.advance(3_600_000);

    const res = await owner('POST', `/api/customer/auctions/${order.id}/award`, {
      bidId: chosen.id,
    });
    expect(res.statusCode).toBe(200);

    expect(await pipelineRowOf(database, lead.id)).toMatchObject({
      id: before!.id,
      valueCents: 1_100_000,
      statusId: before!.statusId,
      updatedAt: clock.now(),
    });
    expect(await valuedAudits()).toEqual([
      expect.objectContaining({
        actorType: 'system',
        actorId: null,
        entityType: 'lead_pipeline',
        entityId: before!.id,
        createdAt: clock.now(),
        details: {
          by: 'awarded_bid',
          contactSubmissionId: lead.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          bidId: chosen.id,
          valueCents: { from: 1_500_000, to: 1_100_000 },
        },
      }),
    ]);
  });

  it('leaves a lead outside the pipeline alone, and a refused award changes no deal', async () => {
    // No active rep: the quote request gets no pipeline row.
    const outside = await submitLead(app);
    expect(await pipelineRowOf(database, outside.id)).toBeUndefined();
    const first = await revealedAuction(outside.id);
    const awarded = await owner('POST', `/api/customer/auctions/${first.order.id}/award`, {
      bidId: first.bids[0]!.bid.id,
    });
    expect(awarded.statusCode).toBe(200);
    expect(await pipelineRowOf(database, outside.id)).toBeUndefined();

    await addSalesPerson(database, 'Ada Active', '2026-02-01T00:00:00Z');
    const inside = await submitLead(app, { email: 'inside@example.com' });
    // Published 31 days ago: the award deadline (30 days) has passed.
    const second = await revealedAuction(inside.id, 31);
    const refused = await owner('POST', `/api/customer/auctions/${second.order.id}/award`, {
      bidId: second.bids[0]!.bid.id,
    });
    expect(refused.statusCode).toBe(409);
    expect((await pipelineRowOf(database, inside.id))?.valueCents).toBe(1_500_000);
    expect(await valuedAudits()).toEqual([]);
  });
});
