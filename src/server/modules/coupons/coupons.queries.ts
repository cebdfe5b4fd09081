import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/content.ts';

export type Coupon = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/**
 * Spends one use of a coupon where the payment is fulfilled, in one statement: it succeeds only
 * while the coupon is active and has uses left, so concurrent fulfilments cannot spend more uses
 * than it has. An expiry is judged at `quotedAt`, when the checkout was opened at that price.
 * False when the use could not be claimed.
 */
export async function claimCouponUse(db: Db, code: string, quotedAt: Date, at: Date) {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: at })
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.isActive, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, quotedAt)),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}
