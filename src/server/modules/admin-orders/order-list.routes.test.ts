import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { rowCount } from '../../test-support/counts.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { admin, app, clock, database, useAdminOrdersApp } from './admin-orders.test-setup.ts';

const { manualOrder } = useAdminOrdersApp();

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
    expectFieldErrors(formula, {
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
    expectFieldErrors(refused, {
      projectType: 'Choose an option from the list',
      budget: 'Choose an option from the list',
    });
    const { id } = (await manualOrder()).json();
    const res = await edit(id, { projectType: 'castle', budget: '10k-20k', urgency: 'someday' });
    expectFieldErrors(res, {
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
