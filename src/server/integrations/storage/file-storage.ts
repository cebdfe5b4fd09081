import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileKind, UploadContentType } from '#shared/constants/uploads.ts';

/** A file to store: its bytes, their (checked) type, and what it belongs to. */
export type NewFile = {
  kind: FileKind;
  /** Decided from the bytes by the upload check, never taken from the client. */
  contentType: UploadContentType;
  /**
   * The bytes as they arrive (an upload's stream, or a list of buffers). An error thrown while
   * they are read (a size cap, a client gone) stores nothing and reaches the caller.
   */
  content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** The name the file had on the uploader's device; only ever shown sanitised. */
  originalName: string;
  uploadedByCustomerId?: string;
  orderId?: string;
};

export type StoredFile = {
  id: string;
  contentType: UploadContentType;
  sizeBytes: number;
  originalName: string;
  body: Readable;
};

/**
 * Where uploads live (DECISIONS.md §5): the database by default, an S3-compatible bucket when
 * configured. Either way the metadata is a `files` row, and a file exists for the app exactly
 * when its row does (docs/decisions/file-storage.md).
 */
export interface FileStorage {
  readonly kind: 'database' | 's3';
  /** Stores the bytes under a new file id as they are read; all or nothing. */
  put(file: NewFile): Promise<{ id: string }>;
  /** The file's bytes and type; undefined when there is no such file. */
  get(id: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(id: string): Promise<void>;
}

/** Size and SHA-256 of content, counted while it is read rather than in a pass of their own. */
export function measured(content: NewFile['content']) {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  async function* bytes() {
    for await (const piece of content) {
      hash.update(piece);
      sizeBytes += piece.length;
      yield Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    }
  }
  return { bytes: bytes(), done: () => ({ sizeBytes, sha256: hash.digest('hex') }) };
}

/** The `files` row of a new file, without where its bytes go. */
export function fileRow(file: NewFile, content: { sizeBytes: number; sha256: string }) {
  return {
    kind: file.kind,
    contentType: file.contentType,
    sizeBytes: content.sizeBytes,
    sha256: content.sha256,
    originalName: file.originalName,
    uploadedByCustomerId: file.uploadedByCustomerId,
    orderId: file.orderId,
  };
}
