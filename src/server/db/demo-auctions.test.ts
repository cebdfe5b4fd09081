import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionStates } from '#shared/domain/auction.ts';
import { runAuctionDeadlines } from '../jobs/auction-deadlines.ts';
import { createContractor, signIn, signedInAdmin } from '../test-support/accounts.ts';
import { rowCountsOfAllTables } from '../test-support/counts.ts';
import { demoRuleBreaks } from '../test-support/demo-rules.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { demoBidders, demoHomeowner } from './demo-auctions.plan.ts';
import { demoBidderIds, seedDemoAuctions } from './demo-auctions.ts';
import { seedDemoData } from './seed/demo.ts';
import { auctionEvents } from './schema/auctions.ts';
import { sellerBids } from './schema/bids.ts';
import { emailOutbox } from './schema/email.ts';
import { orders } from './schema/orders.ts';
import { payments } from './schema/payments.ts';

appTestFile({ reset: false });

describe('demo auctions', () => {
  it('seed one auction per state once, with bids, timelines and payments, that the job leaves alone', async () => {
    // At the wall-clock time: rows the database dates itself must not look ahead of the demo's.
    clock.set(new Date());
    // The older demo orders too: none of them may be closed or expired at the first start.
    await seedDemoData(database.db, clock);
    for (const name of demoBidders) await createContractor(database, name);
    const ids = await demoBidderIds(database.db);
    expect(Object.keys(ids).sort()).toEqual([...demoBidders].sort());

    const seeded = await Promise.all([
      seedDemoAuctions(database.db, clock.now(), ids),
      seedDemoAuctions(database.db, clock.now(), ids),
    ]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const counts = await rowCountsOfAllTables(database);
    expect(await seedDemoAuctions(database.db, clock.now(), ids)).toBe(false);
    expect(await rowCountsOfAllTables(database)).toEqual(counts);
    expect(await demoRuleBreaks(database.db, clock.now())).toEqual([]);

    const rows = await database.db
      .select()
      .from(orders)
      .where(sql`${orders.orderData} ->> 'customerEmail' = ${demoHomeowner.email}`);
    expect(rows.map((o) => o.auctionState).sort()).toEqual([...auctionStates].sort());
    for (const order of rows) {
      expect(order).toMatchObject({ province: 'AB' });
      const [last] = await database.db
        .select()
        .from(auctionEvents)
        .where(eq(auctionEvents.orderId, order.id))
        .orderBy(auctionEvents.id)
        .then((events) => events.slice(-1));
      // The timeline ends in the state the auction is in (bid_placed leaves it unchanged).
      if (last?.toState) expect(last.toState).toBe(order.auctionState);
    }
    const [bids] = await database.db
      .select({ n: count() })
      .from(sellerBids)
      .where(inArray(sellerBids.contractorId, Object.values(ids)));
    expect(bids!.n).toBe(18);
    const fees = await database.db.select().from(payments);
    expect(fees.filter((p) => p.purpose === 'auction_fee')).toHaveLength(9);
    expect(
      fees
        .filter((p) => p.status === 'refunded')
        .map((p) => p.refundReason)
        .sort(),
    ).toEqual(['completion', 'no_bids']);

    // The first run of the deadline job changes nothing and e-mails nobody.
    expect(await runAuctionDeadlines({ ...deps(), clock })).toEqual({
      noBids: 0,
      biddingClosed: 0,
      reminded: 0,
      expired: 0,
    });
    const [mails] = await database.db.select({ n: count() }).from(emailOutbox);
    expect(mails!.n).toBe(0);

    // The demo homeowner signs in; staff approve the demo completion through the test checkout.
    await signIn(app, 'customer', demoHomeowner.email, demoHomeowner.password);
    const admin = await signedInAdmin(app, database);
    const completed = rows.find((o) => o.auctionState === 'completed')!;
    const approved = await admin('POST', `/api/admin/auctions/${completed.id}/approve-completion`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'refunded', revealRefund: 'refunded' });
  });
});

function deps() {
  return {
    db: database.db,
    provider: undefined,
    appUrl: 'http://localhost:5000',
    secureCookies: false,
    email: { deliver: false },
    emailQueued: () => {},
    log: app.log,
  };
}
