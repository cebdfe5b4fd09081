import { and, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileChunks, files } from '../../db/schema/files.ts';
import { contractorDocuments } from '../../db/schema/contractor-applications.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { roofPhotos } from '../../db/schema/roof-photos.ts';
import { pgErrorCode } from '../../errors.ts';

export async function insertFileRow(db: Db, row: typeof files.$inferInsert) {
  try {
    const [inserted] = await db.insert(files).values(row).returning({ id: files.id });
    return inserted!;
  } catch (err) {
    throw fileRowError(err);
  }
}

/** One piece of a file's bytes; its row comes after the last piece (database-storage.ts). */
export async function insertFileChunk(db: Db, fileId: string, seq: number, data: Buffer) {
  try {
    await db.insert(fileChunks).values({ fileId, seq, data });
  } catch (err) {
    throw fileRowError(err);
  }
}

/**
 * Drizzle's query errors carry every parameter, here the whole file, in their message and
 * properties, which would end up in the logs. Keep the driver's reason and the SQLSTATE (the
 * error handler maps it) and drop the rest.
 */
function fileRowError(err: unknown) {
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  const reason = cause instanceof Error ? cause.message : 'database error';
  return Object.assign(new Error(`The file row was not written: ${reason}`), {
    code: pgErrorCode(err),
  });
}

/** A file's content: its bytes or their pieces when in the database, else the bucket key. */
export async function findFileContent(db: Db, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      originalName: files.originalName,
      data: files.data,
      chunks: files.chunks,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function findFileChunk(db: Db, fileId: string, seq: number) {
  const [row] = await db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)));
  return row?.data;
}

/** The pieces of a file whose row was never written (a refused or failed upload). */
export async function deleteFileChunks(db: Db, fileId: string) {
  await db.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
}

/** Deletes the row and the bytes kept with it; answers its bucket key, if any, for the object. */
export async function deleteFileRow(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(files)
      .where(eq(files.id, id))
      .returning({ storageKey: files.storageKey });
    await tx.delete(fileChunks).where(eq(fileChunks.fileId, id));
    return row;
  });
}

/**
 * Files stored before `before` that nothing links to: no auction, no review, no roof photo. Every upload is
 * linked as it is stored (a completion form's to its order) or right after (a review form's to
 * its review), so these are the uploads of forms whose write failed after the files were in.
 */
export async function unlinkedFiles(db: Db, before: Date, limit: number) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNull(files.orderId),
        lt(files.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(contractorReviews)
            .where(eq(contractorReviews.invoiceFileId, files.id)),
        ),
        // A roof photo's two files (they are not linked through files.order_id).
        notExists(
          db
            .select({ one: sql`1` })
            .from(roofPhotos)
            .where(
              or(eq(roofPhotos.originalFileId, files.id), eq(roofPhotos.displayFileId, files.id)),
            ),
        ),
        // A contractor's documents are kept (docs/decisions/contractor-vetting.md).
        notExists(
          db
            .select({ one: sql`1` })
            .from(contractorDocuments)
            .where(eq(contractorDocuments.fileId, files.id)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Pieces written before `before` whose file row never came (a process stopped mid-upload). */
export async function deleteOrphanChunks(db: Db, before: Date) {
  const deleted = await db
    .delete(fileChunks)
    .where(
      and(
        lt(fileChunks.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(files)
            .where(eq(files.id, fileChunks.fileId)),
        ),
      ),
    )
    .returning({ fileId: fileChunks.fileId });
  return deleted.length;
}
