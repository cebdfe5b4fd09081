import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';

/** What the file inputs accept: the types the server takes for a vetting document. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';
export const DOCUMENT_HINT = 'PDF, JPG or PNG, 10 MB at most.';

const documentTypes = DOCUMENT_ACCEPT.split(',');

/**
 * The browser's first look at a document, so the applicant hears at once about a wrong type or
 * a file that is too big; the server checks the bytes themselves whatever this says.
 */
export function checkDocument(file: File | undefined, noun: string, required?: string) {
  if (!file) return required;
  if (!documentTypes.includes(file.type)) return `The ${noun} must be a PDF, JPG or PNG file`;
  if (file.size > MAX_UPLOAD_BYTES) return `The ${noun} must be 10 MB or smaller`;
  return undefined;
}
