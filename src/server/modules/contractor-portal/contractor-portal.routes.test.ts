import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  asUser,
  createContractor,
  createCustomer,
  createStaff,
  signIn,
  signedInAdmin,
} from '../../test-support/accounts.ts';
import { publishAuction } from '../../test-support/auctions.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let clock: ReturnType<typeof fixedClock>;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock } = await buildTestApp(database));
});
afterAll(() => app.close());

/** A contractor record (AB unless told) with a signed-in contractor user. */
async function roofer(
  serviceArea: string[] = ['AB'],
  overrides: Parameters<typeof createContractor>[3] = {},
) {
  const i = (n += 1);
  const contractor = await createContractor(database, `Roofer ${i}`, serviceArea, overrides);
  const email = `user${i}@roofer.example.com`;
  await createStaff(database, email, 'contractor', contractor.id);
  const cookie = await signIn(app, 'staff', email);
  return { contractor, call: asUser(app, cookie) };
}

// The owner's details, each of which must never reach a contractor before the award.
const owner = {
  name: 'Wilhelmina Quartermaine',
  email: 'wilhelmina.q@owner-mail.example',
  phone: '(587) 555-0199',
  address: '4521 Crowchild Trail NW, Calgary',
  postalCode: 't3a 2b7',
};
const secrets = [
  'Wilhelmina',
  'Quartermaine',
  'wilhelmina.q@owner-mail.example',
  'owner-mail',
  '555-0199',
  '5550199',
  '4521',
  'Crowchild',
  'T3A2B7',
  'T3A 2B7',
];

async function ownerAuction(overrides = {}) {
  n += 1;
  return publishAuction(app, database, {
    name: owner.name,
    email: owner.email.replace('@', `+${n}@`),
    phone: owner.phone,
    address: owner.address,
    postalCode: owner.postalCode,
    message: `Two layers of old shingles. Call ${owner.phone} or mail ${owner.email}.`,
    ...overrides,
  });
}

const bid = (overrides: Record<string, unknown> = {}) => ({
  amount: '14,250',
  tearOffLayers: 2,
  underlayment: 'synthetic-ice-water-eaves',
  ventilation: 'ridge-vent',
  materialLine: 'GAF Timberline HDZ',
  workmanshipWarrantyYears: 10,
  manufacturerWarrantyYears: 50,
  earliestStartDate: '2026-12-07',
  durationDays: 3,
  notes: 'Includes new drip edge and haul-away.',
  ...overrides,
});

const expectNoOwnerPii = (body: string, customerId: string) => {
  for (const secret of [...secrets, customerId]) expect(body).not.toContain(secret);
};

describe('contractor sign-in and access', () => {
  it('signs a contractor user in through the staff sign-in; staff and admin routes refuse it', async () => {
    const { call, contractor } = await roofer();
    const me = await call('GET', '/api/contractor/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      companyName: contractor.companyName,
      canBid: true,
      blockedReason: null,
    });
    expect((await call('GET', '/api/staff/me')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/seller-bids', {})).statusCode).toBe(403);
  });

  it('refuses the portal to anonymous visitors (401), customers (401) and staff (403)', async () => {
    await createCustomer(database, 'cust@example.com');
    const customer = asUser(app, await signIn(app, 'customer', 'cust@example.com'));
    const admin = await signedInAdmin(app, database, 'admin-portal@roofbid.ca');
    const anonymous = (method: 'GET', url: string) => app.inject({ method, url });
    for (const url of ['/api/contractor/me', '/api/contractor/auctions', '/api/contractor/bids']) {
      expect((await anonymous('GET', url)).statusCode).toBe(401);
      expect((await customer('GET', url)).statusCode).toBe(401);
      const staffAnswer = await admin('GET', url);
      expect(staffAnswer.statusCode).toBe(403);
      expect(staffAnswer.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('says why a contractor cannot bid: suspended, licence expired, insurance expired', async () => {
    const suspended = await roofer(['AB'], { isActive: false });
    const licence = await roofer(['AB'], { licenceExpiresOn: '2026-01-01' });
    const insurance = await roofer(['AB'], { insuranceExpiresOn: '2026-11-20' });
    expect((await suspended.call('GET', '/api/contractor/me')).json().blockedReason).toMatch(
      /suspended/,
    );
    expect((await licence.call('GET', '/api/contractor/me')).json().blockedReason).toMatch(
      /licence has expired/,
    );
    expect((await insurance.call('GET', '/api/contractor/me')).json()).toMatchObject({
      canBid: false,
      blockedReason: expect.stringMatching(/insurance has expired/),
    });
  });
});

describe('open auctions', () => {
  it('lists auctions in my area newest first with the roof only, masked, and hides others', async () => {
    const local = await roofer(['T3A']);
    const faraway = await roofer(['BC', 'V5K']);
    const first = await ownerAuction();
    clock.advance(60_000);
    const second = await ownerAuction({ projectType: 'repair' });
    const list = await local.call('GET', '/api/contractor/auctions?pageSize=1');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      id: second.id,
      city: 'Calgary',
      postalPrefix: 'T3A',
      roofMaterial: 'Asphalt shingles',
      bidsCount: 0,
      myBid: null,
      open: true,
    });
    expect(page.data[0].message).toBe(
      'Two layers of old shingles. Call [phone hidden] or mail [e-mail hidden].',
    );
    const next = (await local.call('GET', '/api/contractor/auctions?pageSize=1&page=2')).json();
    expect(next.data[0].id).toBe(first.id);
    expectNoOwnerPii(list.body + JSON.stringify(next), first.customerId);

    const detail = await local.call('GET', `/api/contractor/auctions/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().owner).toBeNull();
    expectNoOwnerPii(detail.body, first.customerId);

    expect((await faraway.call('GET', '/api/contractor/auctions')).json().data).toEqual([]);
    const refused = await faraway.call('GET', `/api/contractor/auctions/${first.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('drops an auction whose bidding window closed', async () => {
    const local = await roofer(['AB']);
    const auction = await ownerAuction();
    await database.db
      .update(orders)
      .set({ biddingClosesAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(orders.id, auction.id));
    const ids = (await local.call('GET', '/api/contractor/auctions?pageSize=50'))
      .json()
      .data.map((a: { id: string }) => a.id);
    expect(ids).not.toContain(auction.id);
    expect((await local.call('GET', `/api/contractor/auctions/${auction.id}`)).statusCode).toBe(
      404,
    );
  });
});

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

describe('changing, withdrawing and my bids', () => {
  it("changes and withdraws only my own bid, until the reveal; another's is 404", async () => {
    const me = await roofer();
    const other = await roofer();
    const auction = await ownerAuction();
    const mine = (
      await me.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    expect(
      (await other.call('PUT', `/api/contractor/bids/${mine.id}`, bid({ amount: 1 }))).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(404);

    const changed = await me.call(
      'PUT',
      `/api/contractor/bids/${mine.id}`,
      bid({ amount: '13,900', durationDays: 4 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ amountCents: 1_390_000, durationDays: 4 });

    await database.db
      .update(orders)
      .set({ auctionState: 'revealed' })
      .where(eq(orders.id, auction.id));
    expect((await me.call('PUT', `/api/contractor/bids/${mine.id}`, bid())).statusCode).toBe(409);
    expect((await me.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(409);
  });

  it('withdraws a bid: its slot frees up and My bids shows it withdrawn', async () => {
    const me = await roofer();
    const auction = await ownerAuction();
    const mine = (
      await me.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    expect((await me.call('DELETE', `/api/contractor/bids/${mine.id}`)).statusCode).toBe(204);
    const left = await database.db
      .select()
      .from(sellerBids)
      .where(eq(sellerBids.orderId, auction.id));
    expect(left).toEqual([]);
    const rows = (await me.call('GET', '/api/contractor/bids')).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        outcome: 'withdrawn',
        changeable: false,
        owner: null,
        auction: expect.objectContaining({ id: auction.id, myBid: null }),
      }),
    ]);
  });

  it('shows each outcome; only the winner gets the owner contacts, only after award', async () => {
    const winner = await roofer();
    const loser = await roofer();
    const auction = await ownerAuction();
    const won = (
      await winner.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid())
    ).json();
    await loser.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bid());

    for (const r of [winner, loser]) {
      const before = await r.call('GET', '/api/contractor/bids');
      expect(before.json().data[0]).toMatchObject({ outcome: 'open', changeable: true });
      expectNoOwnerPii(before.body, auction.customerId);
      const detail = await r.call('GET', `/api/contractor/auctions/${auction.id}`);
      expectNoOwnerPii(detail.body, auction.customerId);
    }

    await database.db
      .update(orders)
      .set({ auctionState: 'revealed' })
      .where(eq(orders.id, auction.id));
    const inReview = await winner.call('GET', '/api/contractor/bids');
    expect(inReview.json().data[0]).toMatchObject({ outcome: 'in_review', changeable: false });
    expectNoOwnerPii(inReview.body, auction.customerId);

    await database.db
      .update(orders)
      .set({ auctionState: 'awarded', awardedBidId: won.id })
      .where(eq(orders.id, auction.id));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, auction.id));
    const winning = (await winner.call('GET', '/api/contractor/bids')).json().data[0];
    expect(winning).toMatchObject({
      outcome: 'won',
      owner: {
        name: owner.name,
        email: order!.orderData.customerEmail,
        phone: owner.phone,
        address: owner.address,
        postalCode: 'T3A 2B7', // stored T3A2B7; shown with its space (issue #22 item 6)
      },
    });
    const detail = (await winner.call('GET', `/api/contractor/auctions/${auction.id}`)).json();
    expect(detail.owner).toMatchObject({ name: owner.name });

    const losing = await loser.call('GET', '/api/contractor/bids');
    expect(losing.json().data[0]).toMatchObject({ outcome: 'not_chosen', owner: null });
    expectNoOwnerPii(losing.body, auction.customerId);
    expectNoOwnerPii(
      (await loser.call('GET', `/api/contractor/auctions/${auction.id}`)).body,
      auction.customerId,
    );
  });
});

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
