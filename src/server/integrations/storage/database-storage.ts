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

/**
 * Runs piece writes and reads one at a time, each in a turn of the event loop of its own: with
 * several uploads at once, each turn would otherwise run one piece of every upload before any
 * other request is answered. (PostgreSQL would not need it; a piece takes it a few ms either way.)
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(nextTurn).then(work);
    last = run.catch(() => {});
    return run;
  };
}

/** The content cut into pieces of `size` bytes (the last one shorter), each a buffer of its own. */
async function* inPieces(content: AsyncIterable<Buffer>, size: number) {
  let piece = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const bytes of content) {
    for (let offset = 0; offset < bytes.length;) {
      const taken = bytes.copy(
        piece,
        filled,
        offset,
        Math.min(bytes.length, offset + size - filled),
      );
      filled += taken;
      offset += taken;
      if (filled === size) {
        yield piece;
        piece = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield piece.subarray(0, filled);
}

type InTurn = ReturnType<typeof oneAtATime>;

async function* readPieces(db: Db, inTurn: InTurn, fileId: string, count: number) {
  for (let seq = 0; seq < count; seq++) {
    const piece = await inTurn(() => findFileChunk(db, fileId, seq));
    // Deleted while it was being read: the download ends short rather than with other bytes.
    if (!piece) throw new Error('A stored file lost a piece while it was read');
    yield piece;
  }
}

/** Reads the bytes of files kept in the database, whole or in pieces. */
export function databaseBodies(db: Db, inTurn: InTurn = oneAtATime()) {
  /** A file's bytes; undefined when they are not in the database. */
  return (row: { id: string; data: Buffer | null; chunks: number | null }) => {
    if (row.data) return Readable.from([row.data]);
    if (row.chunks !== null) return Readable.from(readPieces(db, inTurn, row.id, row.chunks));
    return undefined;
  };
}

/**
 * Bytes in `file_chunks`, written piece by piece as the upload arrives, then the `files` row that
 * makes the file exist. A put that fails part-way deletes its pieces; pieces left by a process
 * that stopped mid-upload are deleted by the upload clean-up (jobs/upload-retention.ts).
 */
export function createDatabaseStorage(db: Db): FileStorage {
  const inTurn = oneAtATime();
  const bodyOf = databaseBodies(db, inTurn);
  return {
    kind: 'database',
    async put(file) {
      const id = randomUUID();
      const content = measured(file.content);
      let chunks = 0;
      try {
        for await (const piece of inPieces(content.bytes, CHUNK_BYTES)) {
          const seq = chunks++;
          await inTurn(() => insertFileChunk(db, id, seq, piece));
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
      const body = row && bodyOf(row);
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
