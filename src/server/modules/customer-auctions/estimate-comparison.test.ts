import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultEstimateTable } from '#shared/domain/roof-estimate.ts';
import { settings } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/orders.ts';
import { database, owner, ownerAuctionTestFile } from '../../test-support/owner-auctions.ts';
import { insertSubmission } from '../../test-support/pipeline.ts';

// The owner's bid comparison marks each bid against the typical range for the auction's roof
// (issue #12). Bids are $12,000, $11,000, $10,000 and $9,000 (slots 1-4).

const { ownerAuction } = ownerAuctionTestFile();

type Roof = {
  roofMaterial: string | null;
  roofAreaSqFt?: number;
  footprintSqFt?: number;
  roofPitch?: string;
};

/** An auction of four bids made from a quote request that described the roof as `roof`. */
async function auctionFor(roof: Roof | undefined, province = 'AB') {
  const { order } = await ownerAuction('decision', 4);
  let contactSubmissionId: string | null = null;
  if (roof) {
    const lead = await insertSubmission(database, {
      name: 'Casey Owner',
      phone: '403-555-0199',
      email: 'owner@example.com',
      address: '12 Ridge Road',
      postalCode: 'T2P 1J9',
      projectType: null,
      ...roof,
    });
    contactSubmissionId = lead.id;
  }
  await database.db
    .update(orders)
    .set({ contactSubmissionId, province })
    .where(eq(orders.id, order.id));
  const res = await owner('GET', `/api/customer/auctions/${order.id}`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    estimate: body.estimate,
    positions: body.bids.map((bid: { amountCents: number; estimatePosition: string | null }) => [
      bid.amountCents / 100,
      bid.estimatePosition,
    ]),
  };
}

describe("the owner's bid comparison against the typical range", () => {
  it('has no range and no marks when the request gave no size, no material or no request', async () => {
    const none = [
      [12_000, null],
      [11_000, null],
      [10_000, null],
      [9_000, null],
    ];
    expect(await auctionFor({ roofMaterial: 'asphalt' })).toEqual({
      estimate: null,
      positions: none,
    });
    // A footprint without its pitch is no area either.
    expect(await auctionFor({ roofMaterial: 'asphalt', footprintSqFt: 1500 })).toEqual({
      estimate: null,
      positions: none,
    });
    expect(await auctionFor({ roofMaterial: 'not-sure', roofAreaSqFt: 2000 })).toEqual({
      estimate: null,
      positions: none,
    });
    expect(await auctionFor(undefined)).toEqual({ estimate: null, positions: none });
  });

  it('steep pitch: a 1,500 sq ft footprint at 12/12 in asphalt, Alberta', async () => {
    // 1500 x 1.414 = 2121 sq ft; x $4.50 = $9,544.50 -> $9,500; x $7.50 = $15,907.50 -> $15,900.
    expect(
      await auctionFor({ roofMaterial: 'asphalt', footprintSqFt: 1500, roofPitch: '12-12' }),
    ).toEqual({
      estimate: { lowCents: 950_000, highCents: 1_590_000 },
      positions: [
        [12_000, 'within'],
        [11_000, 'within'],
        [10_000, 'within'],
        [9_000, 'below'],
      ],
    });
  });

  it('flat roof: 800 sq ft of EPDM in Ontario', async () => {
    // 800 x $7.00 x 1.1 = $6,160 -> $6,200; 800 x $13.00 x 1.1 = $11,440 -> $11,400.
    expect(
      await auctionFor({ roofMaterial: 'rubber', footprintSqFt: 800, roofPitch: 'flat' }, 'ON'),
    ).toEqual({
      estimate: { lowCents: 620_000, highCents: 1_140_000 },
      positions: [
        [12_000, 'above'],
        [11_000, 'within'],
        [10_000, 'within'],
        [9_000, 'within'],
      ],
    });
  });

  it("uses the table as the admin last saved it; the range's ends count as within", async () => {
    await database.db.insert(settings).values({
      key: 'estimate.materials',
      value: {
        ...defaultEstimateTable.materials,
        asphalt: { lowCentsPerSqFt: 500, highCentsPerSqFt: 550 },
      },
    });
    // The roof area wins over the pitch: 2000 x $5.00 = $10,000; 2000 x $5.50 = $11,000.
    expect(
      await auctionFor({ roofMaterial: 'asphalt', roofAreaSqFt: 2000, roofPitch: '12-12' }),
    ).toEqual({
      estimate: { lowCents: 1_000_000, highCents: 1_100_000 },
      positions: [
        [12_000, 'above'],
        [11_000, 'within'],
        [10_000, 'within'],
        [9_000, 'below'],
      ],
    });
  });
});
