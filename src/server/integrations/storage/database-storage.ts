import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadContentType } from '#shared/constants/uploads.ts';
import type { Db } from '../../db/client.ts';
import { fileRow, measured, type FileStorage } from './file-storage.ts';
import {
  deleteFileChunks,
  deleteFileRow,
  findFileChunk,
  findFileContent,
  insertFileChunk,
  insertFileRow,
} from './stored-files.queries.ts';

/**
 * The size of a stored piece. On the embedded PGlite database every statement runs on the
 * event loop: a 256 kB piece takes a few milliseconds, a whole 10 MB file took 0.2-0.7 s in one
 * statement (bench/upload-stall.mjs), during which no other request was answered.
 */
export const CHUNK_BYTES = 256 * 1024;

/** Lets waiting requests run between two pieces (PGlite would otherwise go on at once). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The content cut into pieces of `size` bytes (the last one shorter). */
async function* inPieces(content: AsyncIterable<Buffer>, size: number) {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const piece of content) {
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < size) continue;
    const all = Buffer.concat(held, heldBytes);
    let start = 0;
    for (; all.length - start >= size; start += size) yield all.subarray(start, start + size);
    held = [all.subarray(start)];
    heldBytes = all.length - start;
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

async function* readPieces(db: Db, fileId: string, count: number) {
  for (let seq = 0; seq < count; seq++) {
    const piece = await findFileChunk(db, fileId, seq);
    // Deleted while it was being read: the download ends short rather than with other bytes.
    if (!piece) throw new Error('A stored file lost a piece while it was read');
    yield piece;
    await nextTurn();
  }
}

/** The bytes of a file kept in the database, whole or in pieces; undefined when they are not. */
export function databaseBody(
  db: Db,
  row: { id: string; data: Buffer | null; chunks: number | null },
): Readable | undefined {
  if (row.data) return Readable.from([row.data]);
  if (row.chunks !== null) return Readable.from(readPieces(db, row.id, row.chunks));
  return undefined;
}

/**
 * Bytes in `file_chunks`, written piece by piece as the upload arrives, then the `files` row that
 * makes the file exist. A put that fails part-way deletes its pieces; pieces left by a process
 * that stopped mid-upload are deleted by the upload clean-up (jobs/upload-retention.ts).
 */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(file) {
      const id = randomUUID();
      const content = measured(file.content);
      let chunks = 0;
      try {
        for await (const piece of inPieces(content.bytes, CHUNK_BYTES)) {
          await insertFileChunk(db, id, chunks++, piece);
          await nextTurn();
        }
        return await insertFileRow(db, { ...fileRow(file, content.done()), id, chunks });
      } catch (err) {
        // Should this fail too, the clean-up finds the pieces without a row.
        await deleteFileChunks(db, id).catch(() => {});
        throw err;
      }
    },
    async get(id) {
      const row = await findFileContent(db, id);
      const body = row && databaseBody(db, row);
      if (!row || !body) return undefined;
      return {
        id: row.id,
        contentType: row.contentType as UploadContentType,
        sizeBytes: row.sizeBytes,
        originalName: row.originalName,
        body,
      };
    },
    async delete(id) {
      await deleteFileRow(db, id);
    },
  };
}
