import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { pgErrorCode } from '../../errors.ts';

export async function insertFileRow(db: Db, row: typeof files.$inferInsert) {
  try {
    const [inserted] = await db.insert(files).values(row).returning({ id: files.id });
    return inserted!;
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

/** A file's content: its bytes when they are in the database, else the bucket key. */
export async function findFileContent(db: Db, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      originalName: files.originalName,
      data: files.data,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/** Deletes the row; answers its bucket key, if any, so the object can go too. */
export async function deleteFileRow(db: Db, id: string) {
  const [row] = await db
    .delete(files)
    .where(eq(files.id, id))
    .returning({ storageKey: files.storageKey });
  return row;
}
