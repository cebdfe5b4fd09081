import { and, asc, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findRow, insertRow, updateRow } from '../../db/rows.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { auctionQuestions, questionDigests } from '../../db/schema/questions.ts';

export type Question = typeof auctionQuestions.$inferSelect;
export type NewQuestion = typeof auctionQuestions.$inferInsert;

export const insertQuestion = insertRow(auctionQuestions);

/** Questions asked one way on one auction, by one contractor, or since a time (hidden ones count). */
export async function countQuestions(
  tx: Db,
  of: { direction: Question['direction']; orderId?: string; contractorId?: string; since?: Date },
) {
  const [row] = await tx
    .select({ n: count() })
    .from(auctionQuestions)
    .where(
      and(
        eq(auctionQuestions.direction, of.direction),
        of.orderId ? eq(auctionQuestions.orderId, of.orderId) : undefined,
        of.contractorId ? eq(auctionQuestions.contractorId, of.contractorId) : undefined,
        of.since ? gte(auctionQuestions.createdAt, of.since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Serialises one contractor's questions: the daily limit counts across auctions, so two asks on
 * two auctions at once must not both pass it.
 */
export async function lockContractor(tx: Db, contractorId: string) {
  await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update');
}

/** An auction's questions with the asking or asked contractor's name (for staff), oldest first. */
export function questionsOfAuction(db: Db, orderId: string) {
  return db
    .select({ question: auctionQuestions, contractorName: contractors.companyName })
    .from(auctionQuestions)
    .leftJoin(contractors, eq(contractors.id, auctionQuestions.contractorId))
    .where(eq(auctionQuestions.orderId, orderId))
    .orderBy(asc(auctionQuestions.createdAt), asc(auctionQuestions.id));
}
export type QuestionRow = Awaited<ReturnType<typeof questionsOfAuction>>[number];

/** One question, locked for an answer or a staff change. */
export async function lockQuestion(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(auctionQuestions)
    .where(eq(auctionQuestions.id, id))
    .for('update');
  return row;
}

export async function updateQuestion(tx: Db, id: string, changes: Partial<NewQuestion>) {
  return (await updateRow(auctionQuestions)(tx, id, changes))!;
}

/** The bid the owner asks about, with its auction's owner and its contractor's contacts. */
export async function findBidForQuestion(db: Db, bidId: string) {
  const [row] = await db
    .select({
      bid: sellerBids,
      customerId: orders.customerId,
      contractorEmail: contractors.email,
      contractorContact: contractors.contactName,
    })
    .from(sellerBids)
    .innerJoin(orders, eq(orders.id, sellerBids.orderId))
    .leftJoin(contractors, eq(contractors.id, sellerBids.contractorId))
    .where(eq(sellerBids.id, bidId));
  return row;
}

/** A contractor's e-mail and names: to tell it of an answer, and to mask its own details. */
export async function findContractorContact(db: Db, id: string) {
  const [row] = await db
    .select({
      email: contractors.email,
      companyName: contractors.companyName,
      contactName: contractors.contactName,
      licenceNumber: contractors.licenceNumber,
    })
    .from(contractors)
    .where(eq(contractors.id, id));
  return row;
}

const undigested = and(
  eq(auctionQuestions.direction, 'to_owner'),
  isNull(auctionQuestions.notifiedAt),
  isNull(auctionQuestions.hiddenAt),
  eq(auctionQuestions.status, 'open'),
);

/** Auctions with questions the owner has not been told of, whose last digest is an hour old. */
export async function auctionsDueForDigest(db: Db, lastSentBefore: Date) {
  const rows = await db
    .selectDistinct({ orderId: auctionQuestions.orderId })
    .from(auctionQuestions)
    .leftJoin(questionDigests, eq(questionDigests.orderId, auctionQuestions.orderId))
    .where(
      and(
        undigested,
        or(isNull(questionDigests.sentAt), lte(questionDigests.sentAt, lastSentBefore)),
      ),
    )
    .limit(200);
  return rows.map((r) => r.orderId);
}

/**
 * Claims this hour's digest of one auction: true for exactly one caller however many instances
 * try at once (the conditional upsert re-checks the time under the row lock).
 */
export async function claimDigest(tx: Db, orderId: string, now: Date, lastSentBefore: Date) {
  const claimed = await tx
    .insert(questionDigests)
    .values({ orderId, sentAt: now })
    .onConflictDoUpdate({
      target: questionDigests.orderId,
      set: { sentAt: now },
      setWhere: lte(questionDigests.sentAt, lastSentBefore),
    })
    .returning({ orderId: questionDigests.orderId });
  return claimed.length > 0;
}

/** Marks the auction's untold questions as told; how many there were. */
export async function markNotified(tx: Db, orderId: string, now: Date) {
  const rows = await tx
    .update(auctionQuestions)
    .set({ notifiedAt: now })
    .where(and(eq(auctionQuestions.orderId, orderId), undigested))
    .returning({ id: auctionQuestions.id });
  return rows.length;
}

/** The order row for a digest or a notice, read inside the claiming transaction. */
export const findOrder = findRow(orders);
