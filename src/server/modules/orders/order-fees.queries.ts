import { and, desc, inArray } from 'drizzle-orm';
import type { FeeFact, FeeStatus, OrderFees } from '#shared/domain/order-standing.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

type OrderMoney = {
  id: string;
  totalAmountCents: number;
  currency: string;
  paidAt: Date | null;
};

const settled: FeeStatus[] = ['paid', 'refund_pending', 'refunded'];
// The fee the owner holds now comes first: a paid one, then one owed back, then one returned
// (a second reveal payment refunded as a duplicate must not hide the one that revealed).
const rank: Record<FeeStatus, number> = { paid: 0, refund_pending: 1, refunded: 2 };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The publishing and reveal fees of each order, from its payments: one query for a whole list.
 * An order staff created by hand has no payment row; its publishing fee is the order's total,
 * paid when the order says.
 */
export async function feesOfOrders(db: Db, list: OrderMoney[]): Promise<Map<string, OrderFees>> {
  const fees = new Map<string, OrderFees>();
  if (list.length === 0) return fees;
  const rows = await db
    .select({
      orderId: payments.orderId,
      purpose: payments.purpose,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          list.map((o) => o.id),
        ),
        inArray(payments.status, settled),
      ),
    )
    .orderBy(desc(payments.paidAt));
  const best = new Map<string, FeeFact>();
  for (const row of rows) {
    const key = `${row.orderId}:${row.purpose}`;
    const fact: FeeFact = {
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status as FeeStatus,
      paidAt: iso(row.paidAt),
      refundedAt: iso(row.refundedAt),
    };
    const held = best.get(key);
    if (!held || rank[fact.status] < rank[held.status]) best.set(key, fact);
  }
  for (const order of list) {
    const publishing =
      best.get(`${order.id}:auction_fee`) ??
      (order.paidAt && order.totalAmountCents > 0
        ? {
            amountCents: order.totalAmountCents,
            currency: order.currency,
            status: 'paid' as const,
            paidAt: order.paidAt.toISOString(),
            refundedAt: null,
          }
        : null);
    fees.set(order.id, { publishing, reveal: best.get(`${order.id}:reveal_fee`) ?? null });
  }
  return fees;
}
