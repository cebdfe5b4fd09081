import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { files } from '../../db/schema/files.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import type { asUser } from '../../test-support/accounts.ts';
import { createContractor, signedInStaff } from '../../test-support/accounts.ts';
import { countingRefundProvider, createAuctionOrder } from '../../test-support/auction-orders.ts';
import { admin, app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';

const refunds = countingRefundProvider();
let sales: ReturnType<typeof asUser>;
let contractorUser: ReturnType<typeof asUser>;

const DAY_MS = 86_400_000;

appTestFile({ app: { paymentProvider: refunds.provider }, admin: true });
beforeEach(async () => {
  refunds.calls.length = 0;
  refunds.state.failWith = undefined;
  ({ call: sales } = await signedInStaff(app, database, 'sam@roofbid.ca', 'sales'));
  const roofer = await createContractor(database, 'Portal Roofing');
  ({ call: contractorUser } = await signedInStaff(
    app,
    database,
    'roofer@example.com',
    'contractor',
    roofer.id,
  ));
});

const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY_MS);

describe('GET /api/admin/auctions', () => {
  it('lists auctions by state with counts, filters and search in SQL, paged', async () => {
    const firm = await createContractor(database, 'Prairie Peak Roofing');
    await createAuctionOrder(database, { state: 'published', publishedAt: daysAgo(1) });
    const bidding = await createAuctionOrder(database, {
      state: 'bidding',
      publishedAt: daysAgo(3),
      ownerEmail: 'maria.lopez@example.com',
      ownerName: 'Maria Lopez',
      contractorIds: [firm.id],
    });
    await createAuctionOrder(database, { state: 'bidding', publishedAt: daysAgo(20) });
    const bc = await createAuctionOrder(database, { state: 'decision', publishedAt: daysAgo(12) });
    await database.db.update(orders).set({ province: 'BC' }).where(eq(orders.id, bc.order.id));

    const all = await sales('GET', '/api/admin/auctions');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(4);
    expect(body.counts).toMatchObject({ published: 1, bidding: 2, decision: 1, refunded: 0 });
    expect(body.data[0]).toMatchObject({ state: 'published', city: 'Calgary', province: 'AB' });

    const byState = (await admin('GET', '/api/admin/auctions?state=bidding')).json();
    expect(byState.data.map((r: { state: string }) => r.state)).toEqual(['bidding', 'bidding']);
    // The chips still count every state under the other filters.
    expect(byState.counts.published).toBe(1);

    const search = async (q: string) =>
      (await admin('GET', `/api/admin/auctions?search=${encodeURIComponent(q)}`)).json().data;
    expect((await search('maria.lopez')).map((r: { id: string }) => r.id)).toEqual([
      bidding.order.id,
    ]);
    expect(await search('Lopez')).toHaveLength(1);
    expect(await search(bidding.order.orderNumber)).toHaveLength(1);
    expect(await search('calgary')).toHaveLength(4);
    expect(await search('100%')).toHaveLength(0);
    expect((await search('maria'))[0]).toMatchObject({ bidCount: 1 });

    const ab = (await admin('GET', '/api/admin/auctions?province=ab')).json();
    expect(ab.total).toBe(3);
    expect(ab.counts.decision).toBe(0);

    const from = daysAgo(5).toISOString().slice(0, 10);
    const recent = (await admin('GET', `/api/admin/auctions?from=${from}`)).json();
    expect(recent.total).toBe(2);
    const to = daysAgo(15).toISOString().slice(0, 10);
    expect((await admin('GET', `/api/admin/auctions?to=${to}`)).json().total).toBe(1);

    const paged = (await admin('GET', '/api/admin/auctions?page=2&pageSize=3')).json();
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.data).toHaveLength(1);

    const bad = await admin('GET', '/api/admin/auctions?state=nope&from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('is for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/auctions' })).statusCode).toBe(401);
    expect((await contractorUser('GET', '/api/admin/auctions')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/auctions/:id', () => {
  it('shows the timeline, bids with contractor names, files and payments', async () => {
    const firm = await createContractor(database, 'Slate & Cedar Roofing');
    const { order } = await createAuctionOrder(database, {
      state: 'completed',
      publishedAt: daysAgo(25),
      contractorIds: [firm.id],
    });
    await database.db.insert(auctionEvents).values({
      orderId: order.id,
      kind: 'published',
      toState: 'published',
      actorType: 'system',
      at: daysAgo(25),
    });
    const [invoice] = await database.db
      .insert(files)
      .values({
        kind: 'invoice',
        contentType: 'application/pdf',
        sizeBytes: 4,
        sha256: 'x',
        originalName: 'invoice.pdf',
        data: Buffer.from('%PDF'),
        orderId: order.id,
      })
      .returning();

    const res = await sales('GET', `/api/admin/auctions/${order.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      state: 'completed',
      ownerName: 'Jane Homeowner',
      revealRefund: 'none',
      timeline: [{ kind: 'published', toState: 'published', actorType: 'system' }],
      bids: [{ contractorName: 'Slate & Cedar Roofing', bidAmountCents: 1_000_000 }],
      files: [{ id: invoice!.id, kind: 'invoice', url: `/api/files/${invoice!.id}` }],
    });
    expect(detail.payments.map((p: { purpose: string }) => p.purpose)).toEqual([
      'auction_fee',
      'reveal_fee',
    ]);
    expect((await admin('GET', detail.files[0].url)).statusCode).toBe(200);

    const missing = await admin('GET', '/api/admin/auctions/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/admin/auctions/:id/approve-completion', () => {
  it('ten concurrent approvals: one transition, one provider refund, one e-mail', async () => {
    const { order, payments: paid } = await createAuctionOrder(database, {
      state: 'completed',
      publishedAt: daysAgo(25),
    });
    const reveal = paid.find((p) => p.purpose === 'reveal_fee')!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin('POST', `/api/admin/auctions/${order.id}/approve-completion`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(refunds.calls).toEqual([`refund:${reveal.id}`]);

    const events = await database.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(['approveCompletion']);
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, reveal.id));
    expect(payment).toMatchObject({
      status: 'refunded',
      refundReason: 'completion',
      refundError: null,
    });
    const [publishingFee] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.purpose, 'auction_fee'));
    expect(publishingFee?.status).toBe('paid');
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id));
    expect(mails.map((m) => m.dedupeKey)).toEqual([`completion-approved:${order.id}`]);
    expect(mails[0]!.textBody).toContain('$99.99');
    // A click that arrives while another's provider call is in flight sees the refund pending;
    // the one that made the call, and every read after it, see it refunded.
    const seen = answers.map((a) => a.json() as { state: string; revealRefund: string });
    expect(seen.every((d) => d.state === 'refunded')).toBe(true);
    expect(seen.map((d) => d.revealRefund)).toContain('refunded');
    expect(seen.every((d) => ['pending', 'refunded'].includes(d.revealRefund))).toBe(true);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auction.approveCompletion'));
    expect(audits).toHaveLength(1);
  });

  it('a provider failure answers 502, stays visible with its reason, and a retry never refunds twice', async () => {
    const { order, payments: paid } = await createAuctionOrder(database, {
      state: 'completed',
      publishedAt: daysAgo(25),
    });
    const key = `refund:${paid.find((p) => p.purpose === 'reveal_fee')!.id}`;
    refunds.state.failWith = 'Your card issuer is unavailable';
    const failed = await admin('POST', `/api/admin/auctions/${order.id}/approve-completion`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect(failed.json().error.message).toContain('Your card issuer is unavailable');

    const shown = (await admin('GET', `/api/admin/auctions/${order.id}`)).json();
    expect(shown).toMatchObject({ state: 'refunded', revealRefund: 'failed', refundFailed: true });
    expect(shown.payments[1]).toMatchObject({
      status: 'refund_pending',
      refundError: 'Your card issuer is unavailable',
    });
    const listed = (await admin('GET', '/api/admin/auctions?state=refunded')).json();
    expect(listed.data[0].refundFailed).toBe(true);

    refunds.state.failWith = undefined;
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin('POST', `/api/admin/auctions/${order.id}/approve-completion`),
      ),
    );
    expect(retries.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(refunds.calls).toEqual([key, key]);
    const done = (await admin('GET', `/api/admin/auctions/${order.id}`)).json();
    expect(done).toMatchObject({ revealRefund: 'refunded', refundFailed: false });
    expect(done.payments[1]).toMatchObject({ status: 'refunded', refundError: null });

    // Once refunded, pressing again changes nothing and calls nobody.
    expect(
      (await admin('POST', `/api/admin/auctions/${order.id}/approve-completion`)).statusCode,
    ).toBe(200);
    expect(refunds.calls).toHaveLength(2);
    const events = await database.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it('refuses other states with 409 and is for admins only', async () => {
    const { order } = await createAuctionOrder(database, {
      state: 'awarded',
      publishedAt: daysAgo(20),
    });
    const refused = await admin('POST', `/api/admin/auctions/${order.id}/approve-completion`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(
      (await sales('POST', `/api/admin/auctions/${order.id}/approve-completion`)).statusCode,
    ).toBe(403);
    expect(refunds.calls).toEqual([]);
  });
});

describe('POST /api/admin/auctions/:id/close-bidding', () => {
  it('closes bidding now for staff and tells the owner; refuses other states', async () => {
    const firm = await createContractor(database, 'Bow Valley Exteriors');
    const { order } = await createAuctionOrder(database, {
      state: 'bidding',
      publishedAt: daysAgo(2),
      contractorIds: [firm.id],
    });
    const res = await sales('POST', `/api/admin/auctions/${order.id}/close-bidding`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'decision',
      timeline: [
        { kind: 'closeBidding', fromState: 'bidding', toState: 'decision', actorType: 'staff' },
      ],
    });
    const mails = await database.db.select().from(emailOutbox);
    expect(mails.map((m) => m.dedupeKey)).toEqual([`bidding-closed:${order.id}`]);
    const again = await sales('POST', `/api/admin/auctions/${order.id}/close-bidding`);
    expect(again.statusCode).toBe(409);
    expect(
      (await contractorUser('POST', `/api/admin/auctions/${order.id}/close-bidding`)).statusCode,
    ).toBe(403);
  });
});

describe('/api/admin/settings/auction', () => {
  it('reads the defaults, saves within 1-365 with an audit row, admins only', async () => {
    expect((await sales('GET', '/api/admin/settings/auction')).json()).toEqual({
      biddingWindowDays: 10,
      awardDeadlineDays: 30,
    });
    const saved = await admin('PUT', '/api/admin/settings/auction', {
      biddingWindowDays: 7,
      awardDeadlineDays: 21,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ biddingWindowDays: 7, awardDeadlineDays: 21 });
    expect((await admin('GET', '/api/admin/settings/auction')).json().awardDeadlineDays).toBe(21);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auction_settings.updated'));
    expect(audits).toHaveLength(1);

    for (const body of [
      { biddingWindowDays: 0, awardDeadlineDays: 30 },
      { biddingWindowDays: 10, awardDeadlineDays: 366 },
      { biddingWindowDays: 1.5, awardDeadlineDays: 30 },
      { biddingWindowDays: 30, awardDeadlineDays: 30 },
    ]) {
      const res = await admin('PUT', '/api/admin/settings/auction', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const bySales = await sales('PUT', '/api/admin/settings/auction', {
      biddingWindowDays: 5,
      awardDeadlineDays: 20,
    });
    expect(bySales.statusCode).toBe(403);
  });
});
