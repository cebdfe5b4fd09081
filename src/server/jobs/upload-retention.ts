import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import { deleteOrphanChunks, unlinkedFiles } from '../integrations/storage/stored-files.queries.ts';
import { deleteEndedApplications } from '../modules/contractor-applications/contractor-applications.queries.ts';
import { unneededReviewInvoices } from '../modules/reviews/reviews.queries.ts';
import { QUOTE_PHOTO_DAYS } from '../modules/roof-photos/quote-photos.service.ts';
import { deleteUnpaidQuotePhotos } from '../modules/roof-photos/roof-photos.queries.ts';

const DAY_MS = 86_400_000;

/**
 * How long the invoice of a review still waiting for moderation is kept: staff work through the
 * queue within days, and a month covers holidays and a second look. The invoice shows the
 * homeowner's address and the price paid, and anyone may send one, so it is not kept for a
 * review nobody has approved in that time (the review itself stays, pending, without it).
 */
export const PENDING_REVIEW_INVOICE_DAYS = 30;

/**
 * How long an application that ended without a contractor (rejected, or a requested document
 * that never came) keeps its row and documents: long enough for staff to answer a company that
 * asks why, or applies again under another name, and not the years a licence copy, an insurance
 * certificate and a WCB account number of a company that never bid need not be kept for.
 */
export const ENDED_APPLICATION_DAYS = 180;

/** Leftovers of a failed upload are certainly not in use after a day (uploads take minutes). */
const LEFTOVER_DAYS = 1;

/** Files deleted per query, and queries per run: an hourly run stays short whatever piled up. */
const BATCH = 200;
const MAX_BATCHES = 10;

/**
 * The upload clean-up (hourly, app-jobs.ts): the invoices of hidden reviews, of reviews pending
 * for more than PENDING_REVIEW_INVOICE_DAYS, the photos of quote requests unpaid after
 * QUOTE_PHOTO_DAYS, the documents of applications ended after ENDED_APPLICATION_DAYS, and files
 * of nothing at all after a day, through the
 * storage (so a bucket's objects go too); and pieces of uploads whose file row never came.
 * Approved reviews and auctions keep their files. Safe on several instances at once: deleting
 * a file twice is no error.
 */
export async function deleteUnneededUploads(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const now = deps.clock.now().getTime();
  const pendingBefore = new Date(now - PENDING_REVIEW_INVOICE_DAYS * DAY_MS);
  const leftoverBefore = new Date(now - LEFTOVER_DAYS * DAY_MS);
  // Their files, older than a day and now linked to nothing, go with the batches below.
  const quotePhotos = await deleteUnpaidQuotePhotos(
    deps.db,
    new Date(now - QUOTE_PHOTO_DAYS * DAY_MS),
  );
  const applications = await deleteEndedApplications(
    deps.db,
    new Date(now - ENDED_APPLICATION_DAYS * DAY_MS),
  );
  let files = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = [
      ...(await unneededReviewInvoices(deps.db, pendingBefore, BATCH)),
      ...(await unlinkedFiles(deps.db, leftoverBefore, BATCH)),
    ];
    for (const id of ids) await deps.storage.delete(id);
    files += ids.length;
    if (ids.length === 0) break;
  }
  const orphanPieces = await deleteOrphanChunks(deps.db, leftoverBefore);
  const deleted = { files, orphanPieces, quotePhotos, applications };
  if (Object.values(deleted).some((count) => count > 0)) {
    deps.log?.info(deleted, 'upload clean-up deleted unneeded uploads');
  }
  return deleted;
}
