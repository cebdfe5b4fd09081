import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { MAX_ROOF_PHOTOS, MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { OwnerRoofPhotos, RoofPhoto } from '#shared/schemas/roof-photos.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import {
  lockOwnAuction,
  type OwnerRequest,
} from '../customer-auctions/auction-decisions.service.ts';
import { ownAuctionOr404 } from '../customer-auctions/customer-auctions.service.ts';
import { mayReadRoofPhoto, type FileViewer } from '../files/file-access.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import type { UploadFieldRule } from '../files/upload-rules.ts';
import { roofPhotoStorage } from './photo-storage.ts';
import {
  contractorSeesPhotosSql,
  deleteRoofPhoto,
  findRoofPhotoFacts,
  insertRoofPhotos,
  listRoofPhotos,
  photoSlots,
  type RoofPhotoRow,
} from './roof-photos.queries.ts';

export type RoofPhotoDeps = { db: Db; clock: Clock; storage: FileStorage };

/** The form's one file field: JPG, PNG or HEIC photos, checked by their first bytes. */
export const roofPhotoUploads: Record<'photos', UploadFieldRule> = {
  photos: {
    kind: 'roof_photo_original',
    noun: 'photo',
    types: ['image/jpeg', 'image/png', 'image/heic'],
    maxBytes: MAX_UPLOAD_BYTES,
    maxCount: MAX_ROOF_PHOTOS,
    required: 'Choose at least one photo',
  },
};
export const roofPhotoFields = z.object({});

type Order = Pick<typeof orders.$inferSelect, 'auctionState' | 'biddingClosesAt'>;

/** The owner adds and removes photos while bidding is open; the bids are made on them. */
export function photosChangeable(order: Order, now: Date) {
  const state = order.auctionState as AuctionState | null;
  return (
    (state === 'published' || state === 'bidding') &&
    (!order.biddingClosesAt || order.biddingClosesAt > now)
  );
}

const closed = () =>
  conflict('Bidding on this auction has closed: its photos can no longer be changed.');
const full = () =>
  conflict(`An auction takes up to ${MAX_ROOF_PHOTOS} photos: remove one to add another.`, {
    photos: `Up to ${MAX_ROOF_PHOTOS} photos`,
  });

const photoUrl = (photoId: string) => `/api/roof-photos/${photoId}`;

function photoAnswer(row: RoofPhotoRow, original: boolean): RoofPhoto {
  return {
    id: row.id,
    position: row.position,
    url: photoUrl(row.id),
    originalUrl: original ? `${photoUrl(row.id)}/original` : null,
  };
}

/** The photos of one auction for staff or its owner: both copies. */
export async function auctionPhotos(db: Db, orderId: string) {
  return (await listRoofPhotos(db, [orderId])).map((row) => photoAnswer(row, true));
}

export async function ownerPhotos(
  deps: RoofPhotoDeps,
  customerId: string,
  orderId: string,
): Promise<OwnerRoofPhotos> {
  const order = await ownAuctionOr404(deps.db, customerId, orderId);
  return {
    data: await auctionPhotos(deps.db, orderId),
    max: MAX_ROOF_PHOTOS,
    canChange: photosChangeable(order, deps.clock.now()),
  };
}

/**
 * Adds the photos of a multipart form (`photos`, 1-8 files) to the owner's auction. Each is
 * converted and stripped of its metadata as it arrives (photo-storage.ts); the rows are written
 * with the order row locked, so two forms sent at once cannot take the auction past 8 photos.
 * A refused form or a failed write deletes every file the request stored.
 */
export async function addPhotos(
  deps: RoofPhotoDeps,
  request: FastifyRequest,
  owner: OwnerRequest,
  orderId: string,
) {
  // Checked before reading the body, so a refused form processes and stores nothing.
  const before = await ownAuctionOr404(deps.db, owner.customerId, orderId);
  if (!photosChangeable(before, deps.clock.now())) throw closed();
  if ((await photoSlots(deps.db, orderId)).count >= MAX_ROOF_PHOTOS) throw full();

  const photos = roofPhotoStorage(deps.storage, 'photos');
  const received = await receiveUpload(request, photos.storage, {
    files: roofPhotoUploads,
    fields: roofPhotoFields,
    uploadedByCustomerId: owner.customerId,
  });
  const originals = received.files.photos!;
  try {
    await deps.db.transaction(async (tx) => {
      const order = await lockOwnAuction(tx, owner, orderId);
      if (!photosChangeable(order, deps.clock.now())) throw closed();
      const slots = await photoSlots(tx, orderId);
      if (slots.count + originals.length > MAX_ROOF_PHOTOS) throw full();
      await insertRoofPhotos(
        tx,
        originals.map((originalFileId, i) => ({
          orderId,
          originalFileId,
          displayFileId: photos.displayOf(originalFileId),
          position: slots.last + 1 + i,
          uploadedByCustomerId: owner.customerId,
        })),
      );
    });
  } catch (err) {
    await discardUploads(photos.storage, originals, request.log);
    throw err;
  }
  return ownerPhotos(deps, owner.customerId, orderId);
}

/** Removes one photo (both files) while bidding is open. */
export async function removePhoto(
  deps: RoofPhotoDeps,
  owner: OwnerRequest,
  orderId: string,
  photoId: string,
  log: FastifyRequest['log'],
) {
  const removed = await deps.db.transaction(async (tx) => {
    const order = await lockOwnAuction(tx, owner, orderId);
    if (!photosChangeable(order, deps.clock.now())) throw closed();
    const row = await deleteRoofPhoto(tx, orderId, photoId);
    if (!row) throw notFound('Photo not found');
    return row;
  });
  // After the commit: the files are no longer linked, and the upload clean-up would delete
  // what a failure here leaves.
  await discardUploads(deps.storage, [removed.displayFileId, removed.originalFileId], log);
  return ownerPhotos(deps, owner.customerId, orderId);
}

/**
 * The photos of the contractor's auctions it may see them on (contractorSeesPhotosSql), by
 * auction; the original only for the auction it was awarded.
 */
export async function contractorPhotos(
  db: Db,
  contractorId: string,
  auctions: { id: string; awarded: boolean }[],
  now: Date,
) {
  const rows = await listRoofPhotos(
    db,
    auctions.map((a) => a.id),
    contractorSeesPhotosSql(contractorId, now),
  );
  const awarded = new Set(auctions.filter((a) => a.awarded).map((a) => a.id));
  const byAuction = new Map<string, RoofPhoto[]>();
  for (const row of rows) {
    const list = byAuction.get(row.orderId) ?? [];
    list.push(photoAnswer(row, awarded.has(row.orderId)));
    byAuction.set(row.orderId, list);
  }
  return byAuction;
}

/**
 * One copy of a photo for a viewer allowed to read it (mayReadRoofPhoto); everyone else gets
 * the 404 of a photo that does not exist.
 */
export async function openRoofPhoto(
  deps: RoofPhotoDeps,
  photoId: string,
  copy: 'display' | 'original',
  viewer: FileViewer,
) {
  const photo = await findRoofPhotoFacts(deps.db, photoId, viewer.contractorId, deps.clock.now());
  if (
    !photo ||
    !mayReadRoofPhoto(
      { ...photo, contractorSeesAuction: Boolean(photo.contractorSeesAuction) },
      copy,
      viewer,
    )
  ) {
    throw notFound('Photo not found');
  }
  const file = await deps.storage.get(
    copy === 'display' ? photo.displayFileId : photo.originalFileId,
  );
  if (!file) throw notFound('Photo not found');
  return file;
}
