import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { customers } from './customers.ts';

/** Uploaded invoices and photos. Bytes live here unless an S3 bucket is configured. */
export const files = pgTable(
  'files',
  {
    id: id(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    data: bytea('data'),
    storageKey: text('storage_key'),
    uploadedByCustomerId: uuid('uploaded_by_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'files_content_type',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('files_size_limit', sql`${t.sizeBytes} between 1 and 10485760`),
    check('files_stored_somewhere', sql`${t.data} is not null or ${t.storageKey} is not null`),
  ],
);
