import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { signedInContractor } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

/**
 * Issue #20 §5: what a contractor's list of open auctions shows. The roof's size as the owner
 * gave it, and no auction a contractor could not bid on: one that already holds every bid it
 * takes is neither listed nor opened for a contractor who has not bid.
 */

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
});
beforeEach(() => resetDatabase(database));
afterAll(() => app.close());

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
});
