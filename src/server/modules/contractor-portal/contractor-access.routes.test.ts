import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { signedInAdmin, signedInCustomer } from '../../test-support/accounts.ts';
import { app, clock, database, useContractorPortalApp } from './contractor-portal.test-setup.ts';

const { expectNoOwnerPii, ownerAuction, roofer } = useContractorPortalApp();

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
    const { call: customer } = await signedInCustomer(app, database, 'cust@example.com');
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
