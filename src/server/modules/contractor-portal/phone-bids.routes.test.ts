import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { createContractor, signedInAdmin } from '../../test-support/accounts.ts';
import { app, database, useContractorPortalApp } from './contractor-portal.test-setup.ts';

const { ownerAuction } = useContractorPortalApp();

describe('a bid staff take by phone', () => {
  it('follows the same rules for a contractor record and keeps the old path without one', async () => {
    const admin = await signedInAdmin(app, database, 'phone-bids@roofbid.ca');
    const firm = await createContractor(database, 'Phone Roofing', ['AB']);
    const lapsed = await createContractor(database, 'Lapsed Phone Roofing', ['AB'], {
      licenceExpiresOn: '2025-01-01',
    });
    const auction = await ownerAuction();
    const fields = {
      orderId: auction.id,
      sellerName: 'Phone Roofing',
      starRating: '4.8',
      yearsInBusiness: '9',
      insuredAmountCents: 200_000_000,
      bonded: true,
      validLicense: true,
      bidAmount: '12,000',
    };
    const placed = await admin('POST', '/api/admin/seller-bids', {
      ...fields,
      contractorId: firm.id,
    });
    expect(placed.statusCode).toBe(201);
    const again = await admin('POST', '/api/admin/seller-bids', {
      ...fields,
      contractorId: firm.id,
    });
    expect(again.statusCode).toBe(409);
    const refused = await admin('POST', '/api/admin/seller-bids', {
      ...fields,
      contractorId: lapsed.id,
    });
    expect(refused.statusCode).toBe(403);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
    expect(order!.auctionState).toBe('bidding');
    const stored = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ contractorId: firm.id, bidAmountCents: 1_200_000 });
  });

  it('without a contractor record still opens bidding on the first bid and closes it on the fourth', async () => {
    const admin = await signedInAdmin(app, database, 'phone-bids-2@roofbid.ca');
    const auction = await ownerAuction();
    for (const [i, sellerName] of ['A', 'B', 'C', 'D'].entries()) {
      const res = await admin('POST', '/api/admin/seller-bids', {
        orderId: auction.id,
        sellerName: `Phone firm ${sellerName}`,
        starRating: '4.8',
        yearsInBusiness: '9',
        insuredAmountCents: 200_000_000,
        bonded: true,
        validLicense: true,
        bidAmount: String(11_000 + i),
      });
      expect(res.statusCode).toBe(201);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
      expect(order!.auctionState).toBe(i < 3 ? 'bidding' : 'decision');
    }
  });
});
