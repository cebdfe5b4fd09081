import { codesOf } from './labelled-codes.ts';

/**
 * Uploads (DECISIONS.md §5): PDF, JPG or PNG, 10 MB at most (5 MB from anonymous forms),
 * recognised by their first bytes. The server enforces these; forms use them for their hints
 * and `accept` attributes.
 */

/** 10 MB, counted as 10 MiB like the `files_size_limit` check in the database. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * 5 MB (MiB) for a form anyone can send without signing in (the review form's invoice): a
 * phone's photo of an invoice or a scanned PDF fits, and what an anonymous address can make
 * the site store and keep (README "Uploads") is halved.
 */
export const MAX_ANONYMOUS_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How people name each type in messages ("a PDF, JPG or PNG file"). */
export const uploadTypeLabels = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  // Received from phones only: roof photos are converted to JPEG before storage, and the
  // files table's check refuses to store one (docs/decisions/roof-photos.md).
  'image/heic': 'HEIC',
};
export const uploadContentTypes = codesOf(uploadTypeLabels);
export type UploadContentType = (typeof uploadContentTypes)[number];

/**
 * What a stored file is: the completion form's invoice and photos, a review's invoice, the
 * owner's roof photos (the display copy contractors see, the full-size original for the winner),
 * a contractor's licence, insurance certificate or WCB letter (contractor_documents).
 */
export const completionFileKinds = ['invoice', 'photo'] as const;
export type CompletionFileKind = (typeof completionFileKinds)[number];
export const fileKinds = [
  ...completionFileKinds,
  'roof_photo',
  'roof_photo_original',
  'contractor_document',
] as const;
export type FileKind = (typeof fileKinds)[number];

/** The completion form takes one invoice and up to this many photos. */
export const MAX_COMPLETION_PHOTOS = 6;

/** An auction takes up to this many roof photos (issue #23). */
export const MAX_ROOF_PHOTOS = 8;
