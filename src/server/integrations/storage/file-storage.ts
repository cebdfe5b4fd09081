import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileKind, UploadContentType } from '#shared/constants/uploads.ts';

/** A file to store: its bytes, their (checked) type, and what it belongs to. */
export type NewFile = {
  kind: FileKind;
  /** Decided from the bytes by the upload check, never taken from the client. */
  contentType: UploadContentType;
  bytes: Buffer;
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
  /** Stores the bytes under a new file id; all or nothing. */
  put(file: NewFile): Promise<{ id: string }>;
  /** The file's bytes and type; undefined when there is no such file. */
  get(id: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(id: string): Promise<void>;
}

/** The `files` row of a new file, without where its bytes go. */
export function fileRow(file: NewFile) {
  return {
    kind: file.kind,
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    originalName: file.originalName,
    uploadedByCustomerId: file.uploadedByCustomerId,
    orderId: file.orderId,
  };
}
