import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuctionCompletion } from '#shared/schemas/customer-auctions.ts';
import type { Db } from '../../db/client.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { files } from '../../db/schema/files.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { orders } from '../../db/schema/orders.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';

export type AuctionRow = typeof orders.$inferSelect;

// A withdrawn bid is no longer on the table.
const liveBid = sql`${sellerBids.status} <> 'withdrawn'`;

/** The customer's auctions (orders with a state), newest first, with their live bids' range. */
export function listOwnerAuctions(db: Db, customerId: string) {
  return db
    .select({
      order: orders,
      bidCount: sql<number>`count(${sellerBids.id})::int`,
      lowest: sql<number | null>`min(${sellerBids.bidAmountCents})`,
      highest: sql<number | null>`max(${sellerBids.bidAmountCents})`,
    })
    .from(orders)
    .leftJoin(sellerBids, and(eq(sellerBids.orderId, orders.id), liveBid))
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.auctionState)))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The customer's own auction; undefined for anyone else's (the caller answers 404). */
export async function findOwnerAuction(db: Db, customerId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, customerId),
        isNotNull(orders.auctionState),
      ),
    );
  return row;
}

/** What the quote request said about the roof: the instant estimate's inputs (issue #12). */
export async function findRoofOfRequest(db: Db, contactSubmissionId: string) {
  const [row] = await db
    .select({
      material: contactSubmissions.roofMaterial,
      roofAreaSqFt: contactSubmissions.roofAreaSqFt,
      footprintSqFt: contactSubmissions.footprintSqFt,
      pitch: contactSubmissions.roofPitch,
      province: contactSubmissions.province,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, contactSubmissionId));
  return row;
}

/** An auction's live bids by slot, with the contractor record each came from (if any). */
export function listAuctionBids(db: Db, orderId: string) {
  return db
    .select({ bid: sellerBids, contractor: contractors })
    .from(sellerBids)
    .leftJoin(contractors, eq(contractors.id, sellerBids.contractorId))
    .where(and(eq(sellerBids.orderId, orderId), liveBid))
    .orderBy(asc(sellerBids.slot));
}

/** Active admins: they check completion forms. */
export function listAdminEmails(db: Db) {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.isActive, true)));
}

export async function insertCompletionReview(
  db: Db,
  review: typeof contractorReviews.$inferInsert,
) {
  const [row] = await db.insert(contractorReviews).values(review).returning();
  return row!;
}

/**
 * What the owner sent with the completion form, to show it back in the portal: the review it
 * created and the files linked to the order (only the completion form links files to an order).
 * Null before the form is sent; the sending is the transition that stamps completedAt.
 */
export async function findCompletion(
  db: Db,
  order: Pick<AuctionRow, 'id' | 'completedAt'>,
): Promise<AuctionCompletion | null> {
  if (!order.completedAt) return null;
  const [review] = await db
    .select({ rating: contractorReviews.rating, text: contractorReviews.reviewText })
    .from(contractorReviews)
    .where(eq(contractorReviews.orderId, order.id))
    .orderBy(desc(contractorReviews.submittedAt))
    .limit(1);
  const sent = await db
    // An order's files are its completion invoice and photos, never another kind.
    .select({
      id: files.id,
      name: files.originalName,
      kind: sql<'invoice' | 'photo'>`${files.kind}`,
    })
    .from(files)
    .where(eq(files.orderId, order.id))
    .orderBy(asc(files.kind), asc(files.createdAt), asc(files.id));
  return {
    submittedAt: order.completedAt.toISOString(),
    rating: review?.rating ?? null,
    review: review?.text ?? null,
    files: sent,
  };
}
