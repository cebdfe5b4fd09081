import { describe, expect, it } from 'vitest';
import { runExclusively } from '../../jobs/scheduler.ts';
import { asUser, signIn } from '../../test-support/accounts.ts';
import { createAuctionOrder } from '../../test-support/auction-orders.ts';
import { publishAuction } from '../../test-support/auctions.ts';
import {
  admin,
  app,
  clock,
  database,
  setAdmin,
  useAdminOrdersApp,
} from './admin-orders.test-setup.ts';

const { manualOrder } = useAdminOrdersApp();

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
    setAdmin(asUser(app, await signIn(app, 'staff', 'ada@roofbid.ca')));
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
