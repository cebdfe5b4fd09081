import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { UploadContentType } from '#shared/constants/uploads.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { detectContentType, SNIFF_BYTES } from './file-type.ts';
import { uploadMessages, type UploadFieldRule } from './upload-rules.ts';
import { uploadFormError } from './upload-errors.ts';

/** What a route accepts in one multipart form. */
export type UploadPolicy<Fields extends z.ZodMiniType> = {
  /** Form field name -> what that field accepts. Any other file is refused. */
  files: Record<string, UploadFieldRule>;
  /** The form's text fields (the route's shared zod schema). */
  fields: Fields;
  /** Written on every stored file; the download rules read them. */
  uploadedByCustomerId?: string;
  orderId?: string;
};

export type ReceivedUpload<Fields> = {
  fields: Fields;
  /** Form field name -> ids of the files stored from it, in the order they came. */
  files: Record<string, string[]>;
};

const FORM_MESSAGE = 'Please correct the highlighted fields';
// NUL and the other C0/C1 controls; tab and line breaks are text.
// eslint-disable-next-line no-control-regex -- matching them is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Reads a multipart form, storing each file as it streams in once its first bytes show an
 * accepted type and while it stays under its size cap; the name and declared type the client
 * sends are ignored. Answers the parsed text fields and the stored file ids, or throws the
 * app's 4xx with a message for the offending field, having deleted every file this request
 * stored: a refused form leaves nothing behind. A caller whose own write then fails calls
 * discardUploads() with the ids. The route declares `config: { multipart: true }` and no body
 * schema (plugins/multipart.ts).
 */
export async function receiveUpload<Fields extends z.ZodMiniType>(
  request: FastifyRequest,
  storage: FileStorage,
  policy: UploadPolicy<Fields>,
): Promise<ReceivedUpload<z.output<Fields>>> {
  const rules = Object.entries(policy.files);
  const files: Record<string, string[]> = Object.fromEntries(rules.map(([name]) => [name, []]));
  const stored: string[] = [];
  const values: Record<string, string | string[]> = {};
  const fieldErrors: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        // One file more than the form takes reaches our count, which names the field.
        files: rules.reduce((sum, [, rule]) => sum + rule.maxCount, 0) + 1,
        // One byte more than the largest cap reaches our count, which names the file.
        fileSize: Math.max(0, ...rules.map(([, rule]) => rule.maxBytes)) + 1,
      },
    });
    for (;;) {
      const next = await parts.next().catch((err: unknown) => {
        throw uploadFormError(err);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        readTextField(part, values, fieldErrors);
        continue;
      }
      const rule = Object.hasOwn(policy.files, part.fieldname)
        ? policy.files[part.fieldname]
        : undefined;
      if (!rule) {
        part.file.destroy();
        throw badRequest('The form has a file it does not take');
      }
      const ids = files[part.fieldname]!;
      const tooMany = () =>
        badRequest(FORM_MESSAGE, { [part.fieldname]: uploadMessages(rule).tooMany });
      // A nameless part may be the empty one a browser sends for an empty file input.
      if (ids.length >= rule.maxCount && part.filename) {
        part.file.destroy();
        throw tooMany();
      }
      const file = await readCheckedFile(part, rule);
      if (!file) continue;
      if (ids.length >= rule.maxCount) throw tooMany();
      const { id } = await storage.put({
        kind: rule.kind,
        contentType: file.contentType,
        bytes: file.bytes,
        originalName: cleanFileName(part.filename),
        uploadedByCustomerId: policy.uploadedByCustomerId,
        orderId: policy.orderId,
      });
      stored.push(id);
      ids.push(id);
    }

    for (const [name, rule] of rules) {
      if (rule.required && files[name]!.length === 0) fieldErrors[name] ??= rule.required;
    }
    const parsed = policy.fields.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
      }
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw badRequest(FORM_MESSAGE, fieldErrors);
    }
    return { fields: parsed.data, files };
  } catch (err) {
    await discardUploads(storage, stored, request.log);
    throw err;
  }
}

/** Deletes files stored for a request that did not go through. Never throws. */
export async function discardUploads(
  storage: FileStorage,
  ids: readonly string[],
  log: FastifyBaseLogger,
) {
  for (const id of ids) {
    try {
      await storage.delete(id);
    } catch (err) {
      log.error({ err, fileId: id }, 'could not delete the upload of a refused form');
    }
  }
}

function readTextField(
  part: MultipartValue,
  values: Record<string, string | string[]>,
  fieldErrors: Record<string, string>,
) {
  const name = part.fieldname;
  if (part.fieldnameTruncated) throw badRequest('The form has a field name that is too long');
  if (typeof part.value !== 'string') {
    // @fastify/multipart parses a part sent as application/json; our forms send text.
    fieldErrors[name] ??= 'Must be text';
    return;
  }
  if (part.valueTruncated) fieldErrors[name] ??= 'This is too long';
  else if (controlCharacters.test(part.value)) {
    fieldErrors[name] ??= 'Contains characters that are not allowed';
  }
  const previous = values[name];
  values[name] = previous === undefined ? part.value : [previous, part.value].flat();
}

/**
 * The bytes of one file, refused as soon as its first bytes show a type the field does not
 * take or its size passes the cap (the stream is destroyed there: the rest is never read).
 * Undefined for the empty part a browser sends for a file input left empty.
 */
async function readCheckedFile(part: MultipartFile, rule: UploadFieldRule) {
  const messages = uploadMessages(rule);
  const field = part.fieldname;
  const chunks: Buffer[] = [];
  let size = 0;
  let contentType: UploadContentType | undefined;
  const check = (head: Buffer) => {
    const type = detectContentType(head);
    if (!type || !rule.types.includes(type)) {
      throw badRequest(FORM_MESSAGE, { [field]: messages.wrongType });
    }
    return type;
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, 413, {
          [field]: messages.tooLarge,
        });
      }
      chunks.push(chunk);
      if (!contentType && size >= SNIFF_BYTES) contentType = check(Buffer.concat(chunks));
    }
  } catch (err) {
    part.file.destroy();
    throw err instanceof AppError ? err : uploadFormError(err);
  }
  if (size === 0 && !part.filename) return undefined;
  contentType ??= check(Buffer.concat(chunks));
  return { bytes: Buffer.concat(chunks, size), contentType };
}

/** The name as the uploader's device gave it, without path or control characters. */
export function cleanFileName(name: string | undefined) {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => !controlCharacters.test(ch))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'upload';
}
