import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { roofPhotos } from '../../db/schema/roof-photos.ts';
import { meetsPreferencesSql } from '../auctions/contractor-preferences.queries.ts';
import { canBidSql, isoDay } from '../auctions/service-area.ts';
import { inAreaOf, openForBids } from '../contractor-portal/contractor-portal.queries.ts';

// Read joined to their auction: a quote request's photos have none yet, and nobody reads them.
const photoColumns = {
  id: roofPhotos.id,
  orderId: orders.id,
  position: roofPhotos.position,
  displayFileId: roofPhotos.displayFileId,
  originalFileId: roofPhotos.originalFileId,
};
const photoFiles = {
  displayFileId: roofPhotos.displayFileId,
  originalFileId: roofPhotos.originalFileId,
};

export type RoofPhotoRow = Awaited<ReturnType<typeof listRoofPhotos>>[number];

/**
 * The contractor may see the auction's photos: it bid on it, or the auction is open for bids in
 * its area and it may bid today (active, licence and insurance current). The portal lists an
 * open in-area auction to a contractor that may not bid; its photos it does not get.
 */
export const contractorSeesPhotosSql = (contractorId: string, now: Date): SQL =>
  sql`(exists (select 1 from ${sellerBids} where ${sellerBids.orderId} = ${orders.id}
      and ${sellerBids.contractorId} = ${contractorId})
    or (${inAreaOf(contractorId)} and coalesce(${openForBids(now)}, false)
      and ${meetsPreferencesSql(sql`${contractorId}::uuid`)}
      and exists (select 1 from ${contractors} where ${contractors.id} = ${contractorId}
        and ${canBidSql(isoDay(now))})))`;

/** The photos of these auctions, in their order. */
export function listRoofPhotos(db: Db, orderIds: string[], where?: SQL) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(photoColumns)
    .from(roofPhotos)
    .innerJoin(orders, eq(orders.id, roofPhotos.orderId))
    .where(and(inArray(roofPhotos.orderId, orderIds), where))
    .orderBy(asc(roofPhotos.orderId), asc(roofPhotos.position));
}

/** How many photos the auction has and its last position (call with the order row locked). */
export async function photoSlots(tx: Db, orderId: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${roofPhotos.position}), 0)::int`,
    })
    .from(roofPhotos)
    .where(eq(roofPhotos.orderId, orderId));
  return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
}

export async function insertRoofPhotos(tx: Db, rows: (typeof roofPhotos.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(roofPhotos).values(rows);
}

/** Removes one photo of the auction; answers its files, or undefined when it has no such photo. */
export async function deleteRoofPhoto(tx: Db, orderId: string, photoId: string) {
  const [row] = await tx
    .delete(roofPhotos)
    .where(and(eq(roofPhotos.id, photoId), eq(roofPhotos.orderId, orderId)))
    .returning(photoFiles);
  return row;
}

/**
 * A photo with the facts its download rule reads (file-access.ts, mayReadRoofPhoto): whose
 * auction it is, who was awarded it and, for a contractor, whether it may see the photos.
 */
export async function findRoofPhotoFacts(
  db: Db,
  photoId: string,
  contractorId: string | undefined,
  now: Date,
) {
  const [row] = await db
    .select({
      ...photoColumns,
      orderCustomerId: orders.customerId,
      awardedContractorId: sellerBids.contractorId,
      contractorSeesAuction: contractorId
        ? sql<boolean>`${contractorSeesPhotosSql(contractorId, now)}`
        : sql<boolean>`false`,
    })
    .from(roofPhotos)
    .innerJoin(orders, eq(orders.id, roofPhotos.orderId))
    .leftJoin(sellerBids, eq(sellerBids.id, orders.awardedBidId))
    .where(eq(roofPhotos.id, photoId))
    .limit(1);
  return row;
}

/**
 * Sets the photos of an unpaid quote request (call with the lead row locked): the ones it had
 * are deleted, and their files answered for the caller to discard after the commit.
 */
export async function replaceQuotePhotos(
  tx: Db,
  contactSubmissionId: string,
  rows: Omit<typeof roofPhotos.$inferInsert, 'contactSubmissionId' | 'orderId'>[],
) {
  const previous = await tx
    .delete(roofPhotos)
    .where(and(eq(roofPhotos.contactSubmissionId, contactSubmissionId), isNull(roofPhotos.orderId)))
    .returning(photoFiles);
  await insertRoofPhotos(
    tx,
    rows.map((row) => ({ ...row, contactSubmissionId })),
  );
  return previous.flatMap((row) => [row.displayFileId, row.originalFileId]);
}

/** The paid quote request's photos become its new auction's (the fulfilment's transaction). */
export async function giveQuotePhotosToOrder(tx: Db, contactSubmissionId: string, orderId: string) {
  await tx
    .update(roofPhotos)
    .set({ orderId })
    .where(
      and(eq(roofPhotos.contactSubmissionId, contactSubmissionId), isNull(roofPhotos.orderId)),
    );
}

/**
 * Deletes the photos of quote requests still unpaid that were sent before `before`; their files
 * are then unlinked, and the upload clean-up deletes them on its next run.
 */
export async function deleteUnpaidQuotePhotos(db: Db, before: Date) {
  const deleted = await db
    .delete(roofPhotos)
    .where(and(isNull(roofPhotos.orderId), lt(roofPhotos.createdAt, before)))
    .returning({ id: roofPhotos.id });
  return deleted.length;
}
