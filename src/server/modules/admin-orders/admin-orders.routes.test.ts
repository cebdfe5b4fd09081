import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { runExclusively } from '../../jobs/scheduler.ts';
import { asUser, createCustomer, signedInAdmin, signIn } from '../../test-support/accounts.ts';
import { createAuctionOrder } from '../../test-support/auction-orders.ts';
import { publishAuction } from '../../test-support/auctions.ts';
import { rowCount } from '../../test-support/counts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

let database: Database;
let app: App;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let clock: Awaited<ReturnType<typeof buildTestApp>>['clock'];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, clock } = await buildTestApp(database));
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await signedInAdmin(app, database);
});
afterAll(() => app.close());

const manualOrder = (overrides: object = {}) =>
  admin('POST', '/api/admin/create-customer-order', {
    customerEmail: 'Pat@Example.com',
    customerName: 'Pat Owner',
    totalAmount: '149.50',
    projectType: 'replacement',
    budget: '10000-20000',
    urgency: 'flexible',
    ...overrides,
  });

const bid = (orderId: string, overrides: object = {}) => ({
  orderId,
  sellerName: 'Chinook Roofing',
  starRating: '4.8',
  yearsInBusiness: '12',
  insuredAmountCents: 200_000_000,
  bonded: true,
  validLicense: true,
  bidAmount: '$12,500',
  description: 'Full tear-off',
  ...overrides,
});

describe('manual orders', () => {
  it('creates a pending order, normalising the admin form spellings', async () => {
    const res = await manualOrder();
    expect(res.statusCode).toBe(201);
    expect(res.json().orderNumber).toMatch(/^RB-\d{6}$/);
    const detail = (await admin('GET', `/api/admin/orders/${res.json().id}`)).json();
    expect(detail).toMatchObject({
      status: 'pending',
      paid: false,
      fromLead: false,
      customerEmail: 'pat@example.com',
      totalAmount: '149.50',
      budget: '10k-20k',
      urgency: 'planning-ahead',
      bidCount: 0,
      bids: [],
    });
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain('order.created');
  });

  it('creates an order from a lead once, and the picker stops offering that lead', async () => {
    const lead = await submitLead(app);
    const picker = async () =>
      (await admin('GET', '/api/admin/lead-picker')).json().data.map((l: { id: string }) => l.id);
    expect(await picker()).toContain(lead.id);
    const first = await manualOrder({ selectedLeadId: lead.id });
    expect(first.statusCode).toBe(201);
    expect((await admin('GET', `/api/admin/orders/${first.json().id}`)).json().fromLead).toBe(true);
    expect(await picker()).not.toContain(lead.id);
    const again = await manualOrder({ selectedLeadId: lead.id });
    expect(again.statusCode).toBe(409);
    const [stored] = await database.db.select().from(contactSubmissions);
    expect(stored?.convertedAt).not.toBeNull();
  });

  it('refuses a missing e-mail or name with field errors and stores nothing', async () => {
    const res = await manualOrder({ customerEmail: '', customerName: ' ', totalAmount: 'lots' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'customerEmail',
      'customerName',
      'totalAmount',
    ]);
    expect(await rowCount(database, orders)).toBe(0);
  });
});

describe('the order list and edits', () => {
  it('pages, searches and filters in SQL, newest first', async () => {
    for (let i = 0; i < 7; i++) {
      clock.advance(60_000);
      await manualOrder({ customerEmail: `buyer${i}@example.com`, customerName: `Buyer ${i}` });
    }
    const page1 = (await admin('GET', '/api/admin/orders?pageSize=3')).json();
    expect(page1).toMatchObject({ total: 7, totalCapped: false, page: 1, pageSize: 3 });
    expect(page1.data).toHaveLength(3);
    const page3 = (await admin('GET', '/api/admin/orders?pageSize=3&page=3')).json();
    expect(page3.data).toHaveLength(1);
    expect(page1.data[0].orderNumber > page3.data[0].orderNumber).toBe(true);
    const found = (await admin('GET', '/api/admin/orders?search=buyer4@')).json();
    expect(found.data.map((o: { customerEmail: string }) => o.customerEmail)).toEqual([
      'buyer4@example.com',
    ]);
    expect((await admin('GET', '/api/admin/orders?status=completed')).json().total).toBe(0);
    expect((await admin('GET', '/api/admin/orders?status=shipped')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/orders?pageSize=5000')).statusCode).toBe(400);
  });

  it('edits every field of an order', async () => {
    const { id } = (await manualOrder()).json();
    const res = await admin('PUT', `/api/admin/orders/${id}`, {
      totalAmount: '89.99',
      status: 'completed',
      customerEmail: 'new@example.com',
      customerName: 'New Name',
      phone: '(403) 555-0100',
      address: '9 New St',
      projectType: 'emergency-service',
      budget: '50k-plus',
      urgency: 'urgent',
      message: 'Call after 5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      totalAmountCents: 8999,
      customerEmail: 'new@example.com',
      phone: '(403) 555-0100',
      projectType: 'emergency-service',
      budget: '20k-plus',
      urgency: 'within-week',
      message: 'Call after 5',
    });
    expect((await admin('PUT', `/api/admin/orders/${id}`, { status: 'lost' })).statusCode).toBe(
      400,
    );
    const formula = await admin('PUT', `/api/admin/orders/${id}`, {
      totalAmount: '89.99',
      status: 'completed',
      customerEmail: 'new@example.com',
      customerName: 'New Name',
      phone: '+1 (403) 555.0100;@SUM(1)',
    });
    expect(formula.statusCode).toBe(400);
    expect(formula.json().error.fields).toEqual({
      phone: 'Enter a phone number using only digits, spaces and + ( ) - .',
    });
    expect(
      (
        await admin('PUT', '/api/admin/orders/00000000-0000-4000-8000-000000000000', {
          totalAmount: '1',
          status: 'pending',
          customerEmail: 'a@b.co',
          customerName: 'A',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('checks project type, budget and urgency against the options, as the quote form does', async () => {
    const edit = (id: string, overrides: object) =>
      admin('PUT', `/api/admin/orders/${id}`, {
        totalAmount: '149.50',
        status: 'pending',
        customerEmail: 'pat@example.com',
        customerName: 'Pat Owner',
        ...overrides,
      });
    const refused = await manualOrder({ projectType: 'castle', budget: 'lots' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      projectType: 'Choose an option from the list',
      budget: 'Choose an option from the list',
    });
    const { id } = (await manualOrder()).json();
    const res = await edit(id, { projectType: 'castle', budget: '10k-20k', urgency: 'someday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      projectType: 'Choose an option from the list',
      urgency: 'Choose an option from the list',
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.orderData.projectType).toBe('replacement');
    // A value stored before its option was retired stays editable around.
    await database.db
      .update(orders)
      .set({ orderData: { ...order!.orderData, urgency: 'retired-option' } })
      .where(eq(orders.id, id));
    const kept = await edit(id, { projectType: 'repair', urgency: 'retired-option' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ projectType: 'repair', urgency: 'retired-option' });
  });

  describe("correcting an order's e-mail", () => {
    const post = (url: string, payload: object, cookie?: string) =>
      app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
    const ordersOf = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/customer/orders', headers: { cookie } })).json()
        .data as { orderNumber: string }[];
    /** The newest set-password link e-mailed to an address. */
    const setupTokenFor = async (to: string) => {
      const sent = (await database.db.select().from(emailOutbox)).filter((e) => e.toAddress === to);
      return /[?&]setup=([\w-]+)/.exec(sent.at(-1)?.textBody ?? '')?.[1];
    };
    const correct = (id: string, customerEmail: string) =>
      admin('PUT', `/api/admin/orders/${id}`, {
        totalAmount: '149.50',
        status: 'pending',
        customerEmail,
        customerName: 'Pat Owner',
        phone: '(403) 555-0177',
        address: '7 Real St',
      });

    it('moves the order to the customer with the new e-mail, who gets a set-password link', async () => {
      const { id, orderNumber } = (
        await manualOrder({ customerEmail: 'typo@example.com', phone: '(403) 555-0177' })
      ).json();
      // A set-password link already went to the mistyped address.
      await admin('POST', '/api/admin/send-custom-email', {
        recipient: 'typo@example.com',
        template: 'welcome',
        subject: 'Your order',
        content: 'Set your password: {{setupLink}}',
      });
      const typoToken = await setupTokenFor('typo@example.com');
      expect(typoToken).toBeDefined();

      const res = await correct(id, 'Fixed@Example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json().customerEmail).toBe('fixed@example.com');

      // The old link no longer reaches the order (nor anything else).
      const stale = await post('/api/setup-password', {
        token: typoToken,
        email: 'typo@example.com',
        password: 'typo-owner-password',
      });
      expect(stale.statusCode).toBe(400);

      // The real customer exists, owns the order and was e-mailed a link to it.
      const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
      const [fixed] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'fixed@example.com'));
      expect(order?.customerId).toBe(fixed?.id);
      expect(fixed).toMatchObject({ firstName: 'Pat', lastName: 'Owner', accountSetup: false });
      const fixedToken = await setupTokenFor('fixed@example.com');
      expect(fixedToken).toBeDefined();
      const set = await post('/api/setup-password', {
        token: fixedToken,
        email: 'fixed@example.com',
        password: 'pats-real-password',
      });
      expect(set.statusCode).toBe(200);
      const cookie = set.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await ordersOf(cookie)).map((o) => o.orderNumber)).toEqual([orderNumber]);

      const [moved] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'order.customer_changed'));
      expect(moved).toMatchObject({ entityType: 'order', entityId: id });
      expect(moved?.details).toMatchObject({
        fromEmail: 'typo@example.com',
        toEmail: 'fixed@example.com',
        toCustomerId: fixed?.id,
      });
    });

    it('takes the order away from an account that already had a password', async () => {
      await createCustomer(database, 'typo@example.com');
      const { id } = (await manualOrder({ customerEmail: 'typo@example.com' })).json();
      const typo = await signIn(app, 'customer', 'typo@example.com');
      expect(await ordersOf(typo)).toHaveLength(1);
      await createCustomer(database, 'fixed@example.com', 'Pat');
      await correct(id, 'fixed@example.com');
      expect(await ordersOf(typo)).toHaveLength(0);
      expect(await ordersOf(await signIn(app, 'customer', 'fixed@example.com'))).toHaveLength(1);
      // An account with a password needs no set-password link.
      expect(await setupTokenFor('fixed@example.com')).toBeUndefined();
    });

    it('keeps the customer, and sends nothing, when the e-mail only changes case', async () => {
      const { id } = (await manualOrder()).json();
      const before = (await database.db.select().from(orders))[0]?.customerId;
      await correct(id, 'PAT@example.com');
      expect((await database.db.select().from(orders))[0]?.customerId).toBe(before);
      expect(await rowCount(database, emailOutbox)).toBe(0);
    });
  });

  it('exports the filtered orders as CSV', async () => {
    await manualOrder({ customerName: '=cmd|calc' });
    const res = await admin('GET', '/api/admin/export/orders.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('roofbid-orders.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Order number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd|calc");
  });

  // Issue #22 item 5: the export showed option codes, a raw status and true/false.
  it('exports statuses and options by their labels, and Yes or No', async () => {
    await manualOrder({
      customerName: 'Words Please',
      projectType: 'emergency-service',
      budget: 'under-5k',
      urgency: 'within-month',
    });
    const [header, row] = (await admin('GET', '/api/admin/export/orders.csv')).body
      .trim()
      .split('\r\n');
    expect(header).toContain('"Status","Standing","Paid",');
    expect(row).toContain('"Pending"');
    expect(row).toContain('"No","Words Please"');
    expect(row).toContain('"Emergency service","Under $5,000","Within a month"');
    expect(row).not.toMatch(/emergency-service|under-5k|within-month|pending|false/);
  });
});

describe('where each order stands', () => {
  const DAY_MS = 86_400_000;
  type Row = { orderNumber: string; standing: string; fees: Record<string, unknown> };
  const listed = async (orderNumber: string) =>
    ((await admin('GET', `/api/admin/orders?search=${orderNumber}`)).json().data as Row[]).find(
      (row) => row.orderNumber === orderNumber,
    );

  it('says an auction refunded for want of bids is closed without bids, with its refund', async () => {
    const order = await publishAuction(app, database);
    // The bidding window (10 days) ends with no bid: the deadline job refunds the publishing fee.
    clock.advance(11 * DAY_MS);
    await runExclusively(
      database,
      app.jobs.find((job) => job.name === 'auction-deadlines')!,
    );
    // Eleven days on, the morning's staff session has ended: sign in again.
    admin = asUser(app, await signIn(app, 'staff', 'ada@roofbid.ca'));
    const row = await listed(order.orderNumber);
    expect(row).toMatchObject({
      status: 'confirmed',
      auctionState: 'closed',
      standing: 'Closed without bids',
      fees: {
        publishing: { amountCents: 9999, currency: 'CAD', status: 'refunded' },
        reveal: null,
      },
    });
    const publishing = row!.fees.publishing as { paidAt: string; refundedAt: string };
    expect(publishing.paidAt).toBe(order.paidAt!.toISOString());
    expect(new Date(publishing.refundedAt).getTime()).toBe(clock.now().getTime());

    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ standing: 'Closed without bids', fees: row!.fees });

    const csv = (await admin('GET', `/api/admin/export/orders.csv?search=${order.orderNumber}`))
      .body;
    expect(csv).toContain('Closed without bids');
    expect(csv).toMatch(/Publishing fee \$99\.99 paid on \d{4}-\d{2}-\d{2}, refunded on/);
  });

  it('names declined bids, a paid reveal fee and a manual order by their own words', async () => {
    const publishedAt = new Date(clock.now().getTime() - 12 * DAY_MS);
    const declined = await createAuctionOrder(database, { state: 'closed', publishedAt });
    const revealed = await createAuctionOrder(database, { state: 'revealed', publishedAt });
    const manual = (await manualOrder()).json() as { orderNumber: string };

    expect(await listed(declined.order.orderNumber)).toMatchObject({
      standing: 'Closed: bids declined',
      fees: { publishing: { status: 'paid' }, reveal: null },
    });
    expect(await listed(revealed.order.orderNumber)).toMatchObject({
      standing: 'Bidders revealed',
      fees: {
        publishing: { amountCents: 9999, status: 'paid', refundedAt: null },
        reveal: { amountCents: 9999, status: 'paid', paidAt: publishedAt.toISOString() },
      },
    });
    // Not an auction and not paid: its status, and no fee.
    expect(await listed(manual.orderNumber)).toMatchObject({
      standing: 'Pending',
      auctionState: null,
      fees: { publishing: null, reveal: null },
    });
  });
});

describe('contractor bids', () => {
  it('adds, edits and deletes bids, with SPEC defaults parsed', async () => {
    const { id: orderId } = (await manualOrder()).json();
    const created = await admin(
      'POST',
      '/api/admin/seller-bids',
      bid(orderId, { yearsInBusiness: 'about ten' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slot: 1,
      bidAmount: '$12,500',
      bidAmountCents: 1_250_000,
      // Not a number: not known, rather than "0 years in business" (issue #9 item 18).
      yearsInBusiness: null,
      starRating: 4.8,
    });
    const bidId = created.json().id;

    const edited = await admin('PUT', `/api/admin/seller-bids/${bidId}`, {
      ...bid(orderId),
      bidAmount: '11,900.50',
      yearsInBusiness: '',
    });
    expect(edited.json().bidAmountCents).toBe(1_190_050);
    expect(edited.json().yearsInBusiness).toBeNull();
    const twelve = await admin('PUT', `/api/admin/seller-bids/${bidId}`, bid(orderId));
    expect(twelve.json().yearsInBusiness).toBe(12);
    expect(
      (await admin('GET', `/api/admin/seller-bids?orderId=${orderId}`)).json().data,
    ).toHaveLength(1);

    expect((await admin('DELETE', `/api/admin/seller-bids/${bidId}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/seller-bids/${bidId}`)).statusCode).toBe(404);
    expect(await rowCount(database, sellerBids)).toBe(0);
    const actions = (await database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['bid.created', 'bid.updated', 'bid.deleted']));
  });

  it.each([
    [{ sellerName: '' }, 'sellerName', 'Contractor name is required'],
    [{ bidAmount: '' }, 'bidAmount', 'Bid amount is required'],
    [{ bidAmount: 'a lot' }, 'bidAmount', 'Enter an amount such as 12,500'],
    [{ starRating: '3.2' }, 'starRating', 'Choose a rating'],
    [{ insuredAmountCents: 123 }, 'insuredAmountCents', 'Choose an insurance amount'],
  ])('refuses %j', async (override, field, message) => {
    const { id: orderId } = (await manualOrder()).json();
    const res = await admin('POST', '/api/admin/seller-bids', bid(orderId, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await rowCount(database, sellerBids)).toBe(0);
  });

  it('never holds more than 4 bids, even with 8 adds at once', async () => {
    const { id: orderId } = (await manualOrder()).json();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin('POST', '/api/admin/seller-bids', bid(orderId, { sellerName: `Firm ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.message).toBe('This order already has 4 bids');
    }
    const slots = (
      await database.db.select().from(sellerBids).where(eq(sellerBids.orderId, orderId))
    )
      .map((b) => b.slot)
      .sort();
    expect(slots).toEqual([1, 2, 3, 4]);
    expect((await admin('GET', `/api/admin/orders?search=`)).json().data[0].bidCount).toBe(4);
  });

  it('reuses a freed slot after a delete', async () => {
    const { id: orderId } = (await manualOrder()).json();
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push((await admin('POST', '/api/admin/seller-bids', bid(orderId))).json().id);
    await admin('DELETE', `/api/admin/seller-bids/${ids[1]}`);
    const again = await admin('POST', '/api/admin/seller-bids', bid(orderId));
    expect(again.json().slot).toBe(2);
  });
});
