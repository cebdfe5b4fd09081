import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

export async function insertFileRow(db: Db, row: typeof files.$inferInsert) {
  const [inserted] = await db.insert(files).values(row).returning({ id: files.id });
  return inserted!;
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
