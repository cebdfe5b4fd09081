import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerBids } from '../../db/schema/bids.ts';
import { orders } from '../../db/schema/orders.ts';
import { createCustomer, signIn } from '../../test-support/accounts.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile();

async function orderFor(customerId: string, email: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      customerId,
      orderNumber: sql`'RB-' || nextval('order_number_seq')`,
      totalAmountCents: 9999,
      paymentMethod: 'Stripe',
      status: 'confirmed',
      orderData: {
        customerEmail: email,
        customerName: 'Casey Customer',
        paidViaStripe: true,
        projectType: 'repair',
      },
    })
    .returning();
  return order!;
}

const bid = (orderId: string, slot: number, sellerName: string, cents: number) => ({
  orderId,
  slot,
  sellerName,
  sortOrder: slot,
  starRating: '4.8',
  yearsInBusiness: 12,
  insuredAmountCents: 200_000_000,
  bonded: true,
  validLicense: true,
  bidAmountCents: cents,
  description: 'Full tear-off and re-roof',
});

describe('the customer portal data', () => {
  it('lists only my orders, with orderData as a JSON string and the bid count', async () => {
    const me = await createCustomer(database, 'me@example.com');
    const someone = await createCustomer(database, 'someone@example.com');
    const mine = await orderFor(me.id, me.email);
    await orderFor(someone.id, someone.email);
    await database.db.insert(sellerBids).values([bid(mine.id, 1, 'Chinook Roofing', 1_250_000)]);
    const cookie = await signIn(app, 'customer', me.email);

    const { data } = (
      await app.inject({ method: 'GET', url: '/api/customer/orders', headers: { cookie } })
    ).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      orderNumber: mine.orderNumber,
      totalAmount: '99.99',
      status: 'confirmed',
      bidCount: 1,
    });
    expect(JSON.parse(data[0].orderData)).toMatchObject({
      customerEmail: 'me@example.com',
      paidViaStripe: true,
    });

    const byId = (
      await app.inject({ method: 'GET', url: `/api/customer-orders/${me.id}`, headers: { cookie } })
    ).json();
    expect(byId.data).toEqual(data);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/customer-orders/${someone.id}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows real bids, anonymous until the reveal', async () => {
    const me = await createCustomer(database, 'me@example.com');
    const order = await orderFor(me.id, me.email);
    await database.db
      .insert(sellerBids)
      .values([
        bid(order.id, 1, 'Chinook Roofing', 1_250_000),
        { ...bid(order.id, 2, 'Prairie Peak Exteriors', 1_180_000), yearsInBusiness: null },
      ]);
    const cookie = await signIn(app, 'customer', me.email);
    const bids = async () =>
      (await app.inject({ method: 'GET', url: '/api/customer/bids', headers: { cookie } })).json()
        .data;

    const before = await bids();
    expect(before.map((b: { organization: { name: string } }) => b.organization.name)).toEqual([
      'Bidder A',
      'Bidder B',
    ]);
    expect(before[0]).toMatchObject({
      amount: '$12,500',
      amountCents: 1_250_000,
      orderNumber: order.orderNumber,
      revealed: false,
      awarded: false,
      // A bid typed in without a contractor record has no approved reviews: no figure is shown,
      // whatever star rating was typed with it.
      organization: { average_rating: null, review_count: 0 },
      insuredAmountCents: 200_000_000,
      yearsInBusiness: 12,
    });
    // Left blank by staff: not known, rather than "0 years in business" (issue #9 item 18).
    expect(before[1].yearsInBusiness).toBeNull();

    await database.db.update(orders).set({ revealedAt: new Date() }).where(eq(orders.id, order.id));
    expect(
      (await bids()).map((b: { organization: { name: string } }) => b.organization.name),
    ).toEqual(['Chinook Roofing', 'Prairie Peak Exteriors']);
  });

  it('has no bids to show a customer without orders', async () => {
    const me = await createCustomer(database, 'me@example.com');
    const cookie = await signIn(app, 'customer', me.email);
    expect(
      (await app.inject({ method: 'GET', url: '/api/customer/bids', headers: { cookie } })).json(),
    ).toEqual({ data: [] });
  });
});
