import {
  MAX_ANONYMOUS_UPLOAD_BYTES,
  MAX_COMPLETION_PHOTOS,
  MAX_UPLOAD_BYTES,
  uploadTypeLabels,
  type FileKind,
  type UploadContentType,
} from '#shared/constants/uploads.ts';
import type * as z from 'zod/mini';
import { asJsonSchema } from '../../plugins/openapi.ts';

/** What one file field of a form accepts. */
export type UploadFieldRule = {
  kind: FileKind;
  /** How the form names one of its files, for messages: "invoice", "photo". */
  noun: string;
  plural?: string;
  types: readonly UploadContentType[];
  maxBytes: number;
  maxCount: number;
  /** The message when no file came; leave out for an optional field. */
  required?: string;
};

/** The completion form's invoice (a signed-in homeowner's). */
export const invoiceUpload: UploadFieldRule = {
  kind: 'invoice',
  noun: 'invoice',
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: MAX_UPLOAD_BYTES,
  maxCount: 1,
};

/** The review form's invoice: anyone may send one, so the anonymous cap. */
export const reviewInvoiceUpload: UploadFieldRule = {
  ...invoiceUpload,
  maxBytes: MAX_ANONYMOUS_UPLOAD_BYTES,
};

/** The completion form's photos of the finished roof. */
export const photoUploads: UploadFieldRule = {
  kind: 'photo',
  noun: 'photo',
  types: ['image/jpeg', 'image/png'],
  maxBytes: MAX_UPLOAD_BYTES,
  maxCount: MAX_COMPLETION_PHOTOS,
};

/** "PDF, JPG or PNG". */
function typeList(types: readonly UploadContentType[]) {
  const labels = types.map((type) => uploadTypeLabels[type]);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
    : labels.join('');
}

const megabytes = (bytes: number) => `${Math.floor((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The messages shown next to a file field; "The invoice ..." or "Each photo ...". */
export function uploadMessages(rule: UploadFieldRule) {
  const subject = rule.maxCount > 1 ? `Each ${rule.noun}` : `The ${rule.noun}`;
  const plural = rule.plural ?? `${rule.noun}s`;
  return {
    wrongType: `${subject} must be a ${typeList(rule.types)} file`,
    tooLarge: `${subject} must be ${megabytes(rule.maxBytes)} or smaller`,
    tooMany:
      rule.maxCount > 1
        ? `Attach at most ${rule.maxCount} ${plural}`
        : `Attach one ${rule.noun} only`,
  };
}

/**
 * A multipart form as the API document shows it: its text fields (the route's zod schema) and
 * its files, each with the types and size it accepts.
 */
export function documentedUploadForm(
  fields: z.ZodMiniType,
  files: Record<string, UploadFieldRule>,
): Record<string, unknown> {
  const form = asJsonSchema(fields) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties = { ...form.properties };
  const required = [...(form.required ?? [])];
  for (const [name, rule] of Object.entries(files)) {
    const file = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A ${typeList(rule.types)} file of at most ${megabytes(rule.maxBytes)} (its type is read from its first bytes, not its name)`,
    };
    properties[name] =
      rule.maxCount > 1 ? { type: 'array', items: file, maxItems: rule.maxCount } : file;
    if (rule.required) required.push(name);
  }
  return { ...form, properties, required };
}
