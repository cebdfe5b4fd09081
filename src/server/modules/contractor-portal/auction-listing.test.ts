import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { orders } from '../../db/schema/orders.ts';
import { signedInContractor } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

/**
 * Issue #20 §5: what a contractor's list of open auctions shows. The roof's size as the owner
 * gave it, and no auction a contractor could not bid on: one that already holds every bid it
 * takes is neither listed nor opened for a contractor who has not bid.
 */

appTestFile();

const bid = bidTerms();

describe("a contractor's open auctions", () => {
  it("shows the roof's size as the owner gave it, or none", async () => {
    const measured = await publishAuction(app, database, { roofAreaSqFt: 2400 });
    const footprint = await publishAuction(app, database, {
      footprintSqFt: 1500,
      roofPitch: '6-12',
    });
    const unknown = await publishAuction(app, database);
    const { call } = await signedInContractor(app, database, 'Chinook Arch Roofing');

    const listed = await call('GET', '/api/contractor/auctions');
    expect(listed.statusCode).toBe(200);
    const sizeOf = (id: string) =>
      (listed.json().data as { id: string; roofSize: string | null }[]).find((a) => a.id === id)
        ?.roofSize;
    expect(sizeOf(measured.id)).toBe('Roof area 2,400 sq ft');
    expect(sizeOf(footprint.id)).toBe('House footprint 1,500 sq ft, pitch 6/12 (standard)');
    expect(sizeOf(unknown.id)).toBeNull();

    const detail = await call('GET', `/api/contractor/auctions/${footprint.id}`);
    expect(detail.json().auction.roofSize).toBe(
      'House footprint 1,500 sq ft, pitch 6/12 (standard)',
    );
  });

  it('hides an auction that holds every bid it takes from a contractor who has not bid', async () => {
    const auction = await publishAuction(app, database);
    for (let n = 1; n <= MAX_BIDS_PER_ORDER; n += 1) {
      const { call } = await signedInContractor(app, database, `Roofer ${n}`);
      const placed = await call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid);
      expect(placed.statusCode).toBe(201);
    }
    const late = await signedInContractor(app, database, 'Late Roofer');
    const listed = await late.call('GET', '/api/contractor/auctions');
    expect(listed.json().data.map((a: { id: string }) => a.id)).not.toContain(auction.id);
    expect(listed.json().total).toBe(0);
    expect((await late.call('GET', `/api/contractor/auctions/${auction.id}`)).statusCode).toBe(404);
    const fifth = await late.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid);
    expect(fifth.statusCode).toBeGreaterThanOrEqual(400);
    expect(fifth.statusCode).toBeLessThan(500);
  });

  // Issue #22 item 14: the portal's compact list sorts by closing date and by area. RoofBid
  // knows no distances (a contractor has a service area, not an address), so "area" orders by
  // postal code, which puts neighbouring areas together. Sorting happens in SQL, across pages.
  it('sorts by newest, closing soonest or postal area, page by page, and refuses another sort', async () => {
    const day = 86_400_000;
    let published = 0;
    // Published a minute apart (the test clock stands still), closing days apart.
    const publish = async (postalCode: string, closesInDays: number) => {
      const order = await publishAuction(app, database, { postalCode });
      const publishedAt = new Date(order.publishedAt!.getTime() + ++published * 60_000);
      await database.db
        .update(orders)
        .set({ publishedAt, biddingClosesAt: new Date(publishedAt.getTime() + closesInDays * day) })
        .where(eq(orders.id, order.id));
      return order.orderNumber;
    };
    const calgaryWest = await publish('T3H 5L2', 3);
    const calgaryEast = await publish('T1Y 2B3', 1);
    const mission = await publish('T2S 0A1', 2);
    const { call } = await signedInContractor(app, database, 'Foothills Roofing');

    const listed = async (query: string) => {
      const res = await call('GET', `/api/contractor/auctions?${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { orderNumber: string }[]).map((a) => a.orderNumber);
    };
    expect(await listed('')).toEqual([mission, calgaryEast, calgaryWest]);
    expect(await listed('sort=newest')).toEqual([mission, calgaryEast, calgaryWest]);
    expect(await listed('sort=closing')).toEqual([calgaryEast, mission, calgaryWest]);
    expect(await listed('sort=area')).toEqual([calgaryEast, mission, calgaryWest]);
    expect(await listed('sort=closing&pageSize=2&page=2')).toEqual([calgaryWest]);
    expect(await listed('sort=area&pageSize=1&page=3')).toEqual([calgaryWest]);

    const bad = await call('GET', '/api/contractor/auctions?sort=distance');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('sort');
  });
});
