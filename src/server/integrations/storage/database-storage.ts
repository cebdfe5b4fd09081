import { Readable } from 'node:stream';
import type { UploadContentType } from '#shared/constants/uploads.ts';
import type { Db } from '../../db/client.ts';
import { fileRow, type FileStorage } from './file-storage.ts';
import { deleteFileRow, findFileContent, insertFileRow } from './stored-files.queries.ts';

/** Bytes in `files.data`: one row holds the whole file, so a put is a single insert. */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(file) {
      return insertFileRow(db, { ...fileRow(file), data: file.bytes });
    },
    async get(id) {
      const row = await findFileContent(db, id);
      if (!row?.data) return undefined;
      return {
        id: row.id,
        contentType: row.contentType as UploadContentType,
        sizeBytes: row.sizeBytes,
        originalName: row.originalName,
        body: Readable.from([row.data]),
      };
    },
    async delete(id) {
      await deleteFileRow(db, id);
    },
  };
}
