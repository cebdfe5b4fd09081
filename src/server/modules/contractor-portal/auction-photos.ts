import type { RoofPhoto } from '#shared/schemas/roof-photos.ts';
import type { Db } from '../../db/client.ts';
import { contractorPhotos } from '../roof-photos/roof-photos.service.ts';
import type { AuctionRow } from './contractor-portal.queries.ts';

export type AuctionPhotos = Map<string, RoofPhoto[]>;

/**
 * The roof photos of these auctions that the contractor may see, by auction (one query): the
 * display copies, and the originals of the auction it was awarded.
 */
export function photosOf(
  db: Db,
  contractorId: string,
  rows: AuctionRow[],
  now: Date,
): Promise<AuctionPhotos> {
  const auctions = rows.map((row) => ({
    id: row.order.id,
    awarded: row.mine !== null && row.mine.id === row.order.awardedBidId,
  }));
  return contractorPhotos(db, contractorId, auctions, now);
}
