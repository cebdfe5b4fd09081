import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, optionalRef } from './columns.ts';
import { customers } from './customers.ts';
import { fileKind } from './enums.ts';
import { orders } from './orders.ts';

/**
 * Uploaded invoices and photos. Bytes live in `file_chunks` (`chunks` rows) unless an S3 bucket
 * is configured, then in the bucket under `storage_key`; `data` holds the bytes of files stored
 * whole before uploads were streamed, and of the demo's invoice (docs/decisions/file-storage.md).
 * Who may download a file
 * follows from what it is linked to: an order (the auction's completion files) or a review
 * (`contractor_reviews.invoice_file_id`).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    kind: fileKind('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    data: bytea('data'),
    chunks: integer('chunks'),
    storageKey: text('storage_key'),
    uploadedByCustomerId: optionalRef('uploaded_by_customer_id', () => customers.id),
    orderId: optionalRef('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'files_content_type',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('files_size_limit', sql`${t.sizeBytes} between 1 and 10485760`),
    check(
      'files_stored_somewhere',
      sql`${t.data} is not null or ${t.chunks} is not null or ${t.storageKey} is not null`,
    ),
    index('files_order_idx').on(t.orderId, t.kind),
  ],
);

/**
 * A file's bytes in the database, in pieces of about 256 kB written one statement at a time, so
 * that storing or reading a large file never holds the embedded database (and with it the event
 * loop) for long. The pieces are written before their `files` row, like a bucket object: no
 * foreign key, and pieces whose row never came (a process stopped mid-upload) are deleted by
 * the upload clean-up (jobs/upload-retention.ts).
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
