import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { Database } from '../db/client.ts';
import { sellerBids } from '../db/schema/bids.ts';
import { customers } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import type { PaymentProvider } from '../integrations/payments/provider.ts';

const DAY_MS = 86_400_000;

/**
 * An auction straight in the database, in any state: the paid order, its publishing-fee payment,
 * a paid reveal fee from `revealed` on, and bids by the given contractors.
 */
export async function createAuctionOrder(
  database: Database,
  options: {
    state: AuctionState;
    publishedAt: Date;
    ownerEmail?: string;
    ownerName?: string;
    contractorIds?: string[];
    biddingWindowDays?: number;
    awardDeadlineDays?: number;
    revealFeePaid?: boolean;
    publishingFeePaid?: boolean;
  },
) {
  const db = database.db;
  const email = options.ownerEmail ?? `owner-${randomUUID().slice(0, 8)}@example.com`;
  const name = options.ownerName ?? 'Jane Homeowner';
  const [customer] = await db
    .insert(customers)
    .values({ email, firstName: name.split(' ')[0]!, lastName: 'Homeowner', city: 'Calgary' })
    .onConflictDoUpdate({ target: customers.email, set: { city: 'Calgary' } })
    .returning();
  const published = options.publishedAt;
  const revealed = ['revealed', 'awarded', 'completed', 'refunded'].includes(options.state);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      orderNumber: sql`'RB-' || nextval('order_number_seq')`,
      totalAmountCents: 9999,
      status: 'confirmed',
      paymentMethod: 'Card (test checkout)',
      orderData: {
        customerEmail: email,
        customerName: name,
        address: '12 Elbow Dr SW, Calgary',
        paidViaStripe: false,
      },
      paidAt: published,
      auctionState: options.state,
      publishedAt: published,
      biddingClosesAt: new Date(published.getTime() + (options.biddingWindowDays ?? 10) * DAY_MS),
      awardDeadlineAt: new Date(published.getTime() + (options.awardDeadlineDays ?? 30) * DAY_MS),
      postalCode: 'T2P1J9',
      province: 'AB',
      createdAt: published,
    })
    .returning();
  const contractorIds = options.contractorIds ?? [];
  const bids = contractorIds.length
    ? await db
        .insert(sellerBids)
        .values(
          contractorIds.map((contractorId, i) => ({
            orderId: order!.id,
            slot: i + 1,
            contractorId,
            sellerName: `Contractor ${i + 1}`,
            insuredAmountCents: 200_000_000,
            bidAmountCents: 1_000_000 + i * 50_000,
            status: 'approved' as const,
            bidStatus: 'submitted' as const,
          })),
        )
        .returning()
    : [];
  const pay = (purpose: 'auction_fee' | 'reveal_fee', amountCents: number) => ({
    provider: 'test' as const,
    providerSessionId: `cs_${randomUUID()}`,
    providerPaymentId: `pi_${randomUUID()}`,
    purpose,
    orderId: order!.id,
    amountCents,
    status: 'paid' as const,
    customerEmail: email,
    customerName: name,
    paidAt: published,
  });
  const paid = [
    ...(options.publishingFeePaid === false ? [] : [pay('auction_fee', 9999)]),
    ...(revealed && options.revealFeePaid !== false ? [pay('reveal_fee', 9999)] : []),
  ];
  const paymentRows = paid.length ? await db.insert(payments).values(paid).returning() : [];
  return { order: order!, bids, payments: paymentRows, customer: customer! };
}

/** A provider that counts refund calls (by idempotency key) and can be told to fail. */
export function countingRefundProvider() {
  const calls: string[] = [];
  const state = { failWith: undefined as string | undefined };
  const provider: PaymentProvider = {
    kind: 'test',
    createCheckoutSession: () => Promise.reject(new Error('not in this test')),
    retrieveSession: () => Promise.resolve(undefined),
    expireSession: () => Promise.resolve(),
    async refund({ idempotencyKey }) {
      calls.push(idempotencyKey);
      // A real provider call takes a moment: concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.failWith) throw new Error(state.failWith);
      return { id: `re_${idempotencyKey}` };
    },
    parseWebhook: () => ({ kind: 'ignored', type: 'none' }),
  };
  return { provider, calls, state };
}
