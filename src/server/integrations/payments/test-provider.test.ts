import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { testCheckoutSessions } from '../../db/schema/test-checkout.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { closeTestSession } from './test-checkout.queries.ts';

let database: Database;
const clock = fixedClock();

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => resetDatabase(database));
afterAll(() => database.close());

/**
 * The provider as a freshly started app instance has it: its module is loaded anew, so nothing
 * one instance keeps in memory is seen by the next (a restart, or a second instance).
 */
async function instance() {
  vi.resetModules();
  const { createTestProvider } = await import('./test-provider.ts');
  return createTestProvider({ db: database.db, clock });
}

async function paidSession(amountCents = 9999) {
  const { id } = await (
    await instance()
  ).createCheckoutSession({
    amountCents,
    currency: 'CAD',
    description: 'RoofBid roofing auction: publishing fee',
    customerEmail: 'jane@example.com',
    siteUrl: 'http://localhost:5000',
    successUrl: 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:5000/payment-cancelled',
    metadata: {},
    idempotencyKey: 'checkout:1',
  });
  await closeTestSession(database.db, id, 'complete', clock.now(), `pi_test_${id}`);
  return { id, paymentIntentId: `pi_test_${id}` };
}

const refunded = async (id: string) =>
  (
    await database.db
      .select({ cents: testCheckoutSessions.refundedCents })
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, id))
  )[0]!.cents;

describe('test checkout refunds', () => {
  it('answers a repeated idempotency key with the first refund, on another instance too', async () => {
    const { id, paymentIntentId } = await paidSession();
    const refund = { paymentIntentId, amountCents: 4000, idempotencyKey: 'refund:a' };
    const first = await (await instance()).refund(refund);
    const again = await (await instance()).refund(refund);
    const [a, b] = [await instance(), await instance()];
    const concurrent = await Promise.all([a.refund(refund), b.refund(refund)]);
    expect(again.id).toBe(first.id);
    expect(concurrent.map((r) => r.id)).toEqual([first.id, first.id]);
    expect(await refunded(id)).toBe(4000);

    const second = await (await instance()).refund({ ...refund, idempotencyKey: 'refund:b' });
    expect(second.id).not.toBe(first.id);
    expect(await refunded(id)).toBe(8000);
  });

  it('refuses to refund more than was paid, and keeps the key free for a correct retry', async () => {
    const { id, paymentIntentId } = await paidSession(5000);
    await expect(
      (await instance()).refund({ paymentIntentId, amountCents: 6000, idempotencyKey: 'refund:c' }),
    ).rejects.toThrow('Refund exceeds the amount paid');
    expect(await refunded(id)).toBe(0);
    await (
      await instance()
    ).refund({
      paymentIntentId,
      amountCents: 5000,
      idempotencyKey: 'refund:c',
    });
    expect(await refunded(id)).toBe(5000);
  });
});
