import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { customers } from '../../db/schema/customers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { createCustomer, signIn } from '../../test-support/accounts.ts';
import { rowCount } from '../../test-support/counts.ts';
import { admin, app, database, useAdminOrdersApp } from './admin-orders.test-setup.ts';

const { manualOrder } = useAdminOrdersApp();

describe('the order list and edits', () => {
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
});
