import type { FastifyRequest } from 'fastify';
import { MAX_ROOF_PHOTOS } from '#shared/constants/uploads.ts';
import type { QuotePhotosAnswer } from '#shared/schemas/roof-photos.ts';
import { conflict, notFound } from '../../errors.ts';
import { lockLead } from '../checkout/payments.queries.ts';
import { discardUploads, receiveUpload } from '../files/receive-upload.ts';
import { findLeadById, isLeadPaid } from '../leads/leads.queries.ts';
import { roofPhotoStorage } from './photo-storage.ts';
import { replaceQuotePhotos } from './roof-photos.queries.ts';
import { roofPhotoFields, roofPhotoUploads, type RoofPhotoDeps } from './roof-photos.service.ts';

const HOUR_MS = 3_600_000;

/**
 * The quote form sends its photos right after the request is saved (or saved again, when the
 * owner goes back to the form): a day is plenty, and a request id found later in a forwarded
 * pay-later e-mail cannot be used to attach pictures to someone else's auction. After that, and
 * once the request is paid, photos are added in the portal.
 */
export const QUOTE_PHOTO_WINDOW_MS = 24 * HOUR_MS;

/**
 * Photos of a request never paid are deleted after this many days (jobs/upload-retention.ts):
 * the pay-later link is mostly used within days, and a request paid later still publishes, and
 * the owner adds photos in the portal.
 */
export const QUOTE_PHOTO_DAYS = 30;

const notOpen = () =>
  conflict(
    'Photos can be sent with a quote request only until it is paid: add them from your account.',
  );

/** The unpaid quote request, sent within the window, or the reason it takes no photos. */
async function openQuoteRequest(db: RoofPhotoDeps['db'], leadId: string, now: Date) {
  const lead = await findLeadById(db, leadId);
  if (!lead) throw notFound('Quote request not found');
  if (now.getTime() - lead.submittedAt.getTime() > QUOTE_PHOTO_WINDOW_MS) throw notOpen();
  if (await isLeadPaid(db, leadId)) throw notOpen();
}

/**
 * Sets the photos of an unpaid quote request to those of the form (`photos`, 1-8 files): the
 * quote form sends all of its photos each time it is submitted, so a retry or a second submit
 * after going back leaves exactly the owner's choice, never twice as many. Converted and stripped
 * like the portal's (photo-storage.ts); written with the lead row locked, which the payment's
 * fulfilment also locks: photos either arrive before the payment and go to its auction, or are
 * refused.
 */
export async function setQuotePhotos(
  deps: RoofPhotoDeps,
  request: FastifyRequest,
  leadId: string,
): Promise<QuotePhotosAnswer> {
  // Checked before reading the body, so a refused form processes and stores nothing.
  await openQuoteRequest(deps.db, leadId, deps.clock.now());

  const photos = roofPhotoStorage(deps.storage, 'photos');
  const received = await receiveUpload(request, photos.storage, {
    files: roofPhotoUploads,
    fields: roofPhotoFields,
  });
  const originals = received.files.photos!;
  let replaced: string[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      await lockLead(tx, leadId);
      await openQuoteRequest(tx, leadId, now);
      return replaceQuotePhotos(
        tx,
        leadId,
        originals.map((originalFileId, i) => ({
          originalFileId,
          displayFileId: photos.displayOf(originalFileId),
          position: i + 1,
          // The retention counts from here (QUOTE_PHOTO_DAYS).
          createdAt: now,
        })),
      );
    });
  } catch (err) {
    await discardUploads(photos.storage, originals, request.log);
    throw err;
  }
  // After the commit: the files are no longer linked, and the upload clean-up would delete
  // what a failure here leaves.
  await discardUploads(deps.storage, replaced, request.log);
  return { count: originals.length, max: MAX_ROOF_PHOTOS };
}

/** Removes every photo of an unpaid quote request (the owner removed them all in the form). */
export async function clearQuotePhotos(
  deps: RoofPhotoDeps,
  leadId: string,
  log: FastifyRequest['log'],
): Promise<QuotePhotosAnswer> {
  const replaced = await deps.db.transaction(async (tx) => {
    await lockLead(tx, leadId);
    await openQuoteRequest(tx, leadId, deps.clock.now());
    return replaceQuotePhotos(tx, leadId, []);
  });
  await discardUploads(deps.storage, replaced, log);
  return { count: 0, max: MAX_ROOF_PHOTOS };
}
