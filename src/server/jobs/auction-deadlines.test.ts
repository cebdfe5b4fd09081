import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auctionEvents } from '../db/schema/auctions.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import type { CheckoutDeps } from '../modules/checkout/checkout-deps.ts';
import { createContractor } from '../test-support/accounts.ts';
import { countingRefundProvider, createAuctionOrder } from '../test-support/auction-orders.ts';
import { app, appTestFile, clock, database } from '../test-support/app-test-file.ts';
import { runAuctionDeadlines } from './auction-deadlines.ts';
import { retryPendingRefunds } from './checkout-expiry.ts';
import { runExclusively } from './scheduler.ts';

let deps: CheckoutDeps;
const refunds = countingRefundProvider();
const DAY_MS = 86_400_000;
const START = '2026-11-21T12:00:00Z';

appTestFile({ app: { paymentProvider: refunds.provider }, at: START });
beforeAll(() => {
  // The job's own dependencies, as another app instance would have them.
  deps = {
    db: database.db,
    clock,
    provider: refunds.provider,
    appUrl: 'http://localhost:5000',
    secureCookies: false,
    email: { deliver: false },
    emailQueued: () => {},
    log: app.log,
  };
});
beforeEach(() => {
  refunds.calls.length = 0;
  refunds.state.failWith = undefined;
});

const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY_MS);
const stateOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.auctionState;
const mailKeys = async () =>
  (await database.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox))
    .map((m) => m.key)
    .sort();

/** Two instances' runs at once: the job function twice and the scheduled job twice. */
async function runConcurrently() {
  const job = app.jobs.find((j) => j.name === 'auction-deadlines')!;
  await Promise.all([
    runAuctionDeadlines(deps),
    runAuctionDeadlines(deps),
    runExclusively(database, job),
    runExclusively(database, job),
  ]);
}

describe('the auction deadline job', () => {
  it('closes, refunds, reminds and expires on a moved clock, each e-mail and refund once', async () => {
    const [a, b] = [
      await createContractor(database, 'Prairie Peak Roofing'),
      await createContractor(database, 'Bow Valley Exteriors'),
    ];
    const noBids = await createAuctionOrder(database, {
      state: 'published',
      publishedAt: daysAgo(11),
    });
    const open = await createAuctionOrder(database, {
      state: 'published',
      publishedAt: daysAgo(1),
    });
    const windowOver = await createAuctionOrder(database, {
      state: 'bidding',
      publishedAt: daysAgo(11),
      contractorIds: [a.id],
    });
    const stillBidding = await createAuctionOrder(database, {
      state: 'bidding',
      publishedAt: daysAgo(3),
      contractorIds: [a.id],
    });
    const waiting = await createAuctionOrder(database, {
      state: 'decision',
      publishedAt: daysAgo(24),
      contractorIds: [a.id, b.id],
    });
    const late = await createAuctionOrder(database, {
      state: 'revealed',
      publishedAt: daysAgo(31),
      contractorIds: [a.id, b.id],
    });
    const awarded = await createAuctionOrder(database, {
      state: 'awarded',
      publishedAt: daysAgo(40),
    });

    await runConcurrently();
    await runAuctionDeadlines(deps);

    expect(await stateOf(noBids.order.id)).toBe('closed');
    expect(await stateOf(open.order.id)).toBe('published');
    expect(await stateOf(windowOver.order.id)).toBe('decision');
    expect(await stateOf(stillBidding.order.id)).toBe('bidding');
    expect(await stateOf(waiting.order.id)).toBe('decision');
    expect(await stateOf(late.order.id)).toBe('expired');
    expect(await stateOf(awarded.order.id)).toBe('awarded');

    const fee = noBids.payments[0]!;
    expect(refunds.calls).toEqual([`refund:${fee.id}`]);
    const [refunded] = await database.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: 'no_bids' });
    // The reveal fee of the expired auction is not refunded: only a completed job earns it back.
    expect(refunds.calls).toHaveLength(1);

    expect(await mailKeys()).toEqual(
      [
        `no-bids:${noBids.order.id}`,
        `bidding-closed:${windowOver.order.id}`,
        `award-reminder:${waiting.order.id}:7`,
        `expired:${late.order.id}`,
        `expired:${late.order.id}:${a.id}`,
        `expired:${late.order.id}:${b.id}`,
      ].sort(),
    );
    const [noBidMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `no-bids:${noBids.order.id}`));
    expect(noBidMail!.textBody).toContain('$99.99');
    const timeline = await database.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.orderId, waiting.order.id));
    expect(timeline.map((e) => e.kind)).toEqual(['award_reminder']);

    // Four days on: the 2-day reminder, once.
    clock.advance(4 * DAY_MS);
    await runConcurrently();
    const reminders = (await mailKeys()).filter((k) => k?.startsWith('award-reminder'));
    expect(reminders).toEqual([
      `award-reminder:${waiting.order.id}:2`,
      `award-reminder:${waiting.order.id}:7`,
    ]);

    // Past its deadline it expires; the closed bidding one ages on to its own reminder.
    clock.advance(3 * DAY_MS);
    await runConcurrently();
    expect(await stateOf(waiting.order.id)).toBe('expired');
    const keys = await mailKeys();
    expect(keys).toContain(`expired:${waiting.order.id}`);
    expect(keys.filter((k) => k === `expired:${waiting.order.id}:${b.id}`)).toHaveLength(1);
    expect(refunds.calls).toHaveLength(1);
  });

  it('refunds an auction whose every bid was withdrawn like one that got none', async () => {
    // Withdrawing deletes the bid, so the auction still says "bidding" with nothing to compare.
    const { order, payments: paid } = await createAuctionOrder(database, {
      state: 'bidding',
      publishedAt: daysAgo(11),
    });
    await runConcurrently();
    expect(await stateOf(order.id)).toBe('closed');
    expect(refunds.calls).toEqual([`refund:${paid[0]!.id}`]);
  });

  it('sends only the nearer reminder to an auction that comes late to its decision', async () => {
    const { order } = await createAuctionOrder(database, {
      state: 'decision',
      publishedAt: daysAgo(29),
    });
    await runConcurrently();
    expect(await mailKeys()).toEqual([`award-reminder:${order.id}:2`]);
  });

  // Issue #22 item 6: the reminder said "expires on 2026-11-22" and "Hi Jane Homeowner,".
  it('writes the deadline in words and greets the owner by first name', async () => {
    const { order } = await createAuctionOrder(database, {
      state: 'decision',
      publishedAt: daysAgo(29),
    });
    await runConcurrently();
    const [reminder] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `award-reminder:${order.id}:2`));
    expect(reminder!.textBody).toMatch(/^Hi Jane,\n/);
    expect(reminder!.textBody).toContain('expires on November 22, 2026 unless');
    expect(reminder!.textBody).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('keeps a failed no-bid refund with its reason; the refund job retries it with the same key', async () => {
    const { order, payments: paid } = await createAuctionOrder(database, {
      state: 'published',
      publishedAt: daysAgo(10),
    });
    refunds.state.failWith = 'provider unavailable';
    await runAuctionDeadlines(deps);
    expect(await stateOf(order.id)).toBe('closed');
    const [pending] = await database.db.select().from(payments);
    expect(pending).toMatchObject({
      status: 'refund_pending',
      refundError: 'provider unavailable',
    });

    refunds.state.failWith = undefined;
    await runAuctionDeadlines(deps);
    await Promise.all([retryPendingRefunds(deps), retryPendingRefunds(deps)]);
    const [done] = await database.db.select().from(payments);
    expect(done).toMatchObject({ status: 'refunded', refundError: null });
    expect(new Set(refunds.calls)).toEqual(new Set([`refund:${paid[0]!.id}`]));
    expect(await mailKeys()).toEqual([`no-bids:${order.id}`]);
  });
});
