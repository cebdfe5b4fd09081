import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, requiredRef } from './columns.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { contactSubmissions } from './leads.ts';
import { orders } from './orders.ts';

/**
 * The owner's photos of the roof, up to 8 per auction (MAX_ROOF_PHOTOS; the service counts
 * them with the order row locked). Each photo is two files, both re-encoded without any
 * metadata (docs/decisions/roof-photos.md): a display copy that in-area contractors see, and
 * the full-size original that only the owner, staff and the awarded contractor may download.
 * The files are not linked to the order through `files.order_id`: that link means "the
 * completion form's files" and lets the awarded contractor read them.
 *
 * Photos sent with the quote form belong to the quote request until it is paid; the payment's
 * fulfilment then gives them the new order (docs/decisions/roof-photos.md). Those of a request
 * never paid are deleted after QUOTE_PHOTO_DAYS (jobs/upload-retention.ts).
 */
export const roofPhotos = pgTable(
  'roof_photos',
  {
    id: id(),
    orderId: optionalRef('order_id', () => orders.id, 'cascade'),
    contactSubmissionId: optionalRef(
      'contact_submission_id',
      () => contactSubmissions.id,
      'cascade',
    ),
    originalFileId: requiredRef('original_file_id', () => files.id, 'restrict'),
    displayFileId: requiredRef('display_file_id', () => files.id, 'restrict'),
    // Gaps are allowed after a removal; the list is read in this order.
    position: integer('position').notNull(),
    uploadedByCustomerId: optionalRef('uploaded_by_customer_id', () => customers.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the index the order's photos are read by.
    unique('roof_photos_order_position').on(t.orderId, t.position),
    index('roof_photos_quote_request').on(t.contactSubmissionId),
    check(
      'roof_photos_belong_somewhere',
      sql`${t.orderId} is not null or ${t.contactSubmissionId} is not null`,
    ),
    unique('roof_photos_original_file').on(t.originalFileId),
    unique('roof_photos_display_file').on(t.displayFileId),
    check('roof_photos_position_positive', sql`${t.position} >= 1`),
  ],
);
