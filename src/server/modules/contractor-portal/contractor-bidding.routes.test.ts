import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { database, useContractorPortalApp } from './contractor-portal.test-setup.ts';

const { bid, ownerAuction, roofer } = useContractorPortalApp();

describe('bidding', () => {
  it('places a structured bid: first bid opens bidding, the owner is e-mailed once', async () => {
    const { call, contractor } = await roofer();
    const auction = await ownerAuction();
    const placed = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());
    expect(placed.statusCode).toBe(201);
    const created = placed.json();
    expect(created).toMatchObject({
      auctionId: auction.id,
      amountCents: 1_425_000,
      tearOffLayers: 2,
      materialLine: 'GAF Timberline HDZ',
      notes: 'Includes new drip edge and haul-away.',
    });
    const [stored] = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.id, created.id));
    expect(stored).toMatchObject({
      contractorId: contractor.id,
      sellerName: contractor.companyName,
      description: 'Includes new drip edge and haul-away.',
      slot: 1,
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
    expect(order!.auctionState).toBe('bidding');
    const notices = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `bid-placed:${auction.id}:%`));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.toAddress).toBe(order!.orderData.customerEmail);

    const again = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());
    expect(again.statusCode).toBe(409);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bid.placed'), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses a contractor with expired insurance (403) and one outside the area (404)', async () => {
    const lapsed = await roofer(['AB'], { insuranceExpiresOn: '2026-06-30' });
    const outside = await roofer(['BC']);
    const auction = await ownerAuction();
    const refused = await lapsed.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/insurance has expired/);
    const hidden = await outside.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());
    expect(hidden.statusCode).toBe(404);
    const none = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(none).toEqual([]);
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const { call } = await roofer();
    const auction = await ownerAuction();
    for (const body of [
      bid({ amount: '-5' }),
      bid({ tearOffLayers: 9 }),
      bid({ underlayment: 'cardboard' }),
      bid({ materialLine: ' ' }),
      bid({ durationDays: 0 }),
      bid({ earliestStartDate: '2026-02-30' }),
      bid({ earliestStartDate: '2026-11-01' }),
      bid({ notes: 'nul\u0000byte' }),
    ]) {
      const res = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toBeTruthy();
    }
    const stored = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(stored).toEqual([]);
  });

  it('takes exactly four bids from six contractors at once and closes bidding', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => roofer(['AB'])));
    const auction = await ownerAuction();
    const answers = await Promise.all(
      six.map((r, i) =>
        r.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid({ amount: 10_000 + i })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    const stored = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(stored.map((b) => b.slot).sort()).toEqual([1, 2, 3, 4]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
    expect(order!.auctionState).toBe('decision');
  });

  it('takes one bid when the same contractor sends five at once', async () => {
    const { call } = await roofer();
    const auction = await ownerAuction();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid()),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(stored).toHaveLength(1);
  });
});
