import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError, badRequest } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { detectContentType, SNIFF_BYTES } from './file-type.ts';
import { uploadMessages, type UploadFieldRule } from './upload-rules.ts';
import { uploadFormError } from './upload-errors.ts';
import { watchUpload, type UploadWatch } from './upload-watch.ts';

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
 * Reads a multipart form, streaming each file into storage as it arrives once its first bytes
 * show an accepted type, and refusing it the moment it passes its size cap; the name and
 * declared type the client sends are ignored. Answers the parsed text fields and the stored file
 * ids, or throws the app's 4xx with a message for the offending field, having deleted every file
 * this request stored: a refused form leaves nothing behind. A caller whose own write then fails
 * calls discardUploads() with the ids. The route declares `config: { multipart: true }` and no
 * body schema (plugins/multipart.ts). The upload holds one of the instance's upload slots while
 * it lasts, and is refused when it stalls (plugins/upload-slots.ts).
 */
export async function receiveUpload<Fields extends z.ZodMiniType>(
  request: FastifyRequest,
  storage: FileStorage,
  policy: UploadPolicy<Fields>,
): Promise<ReceivedUpload<z.output<Fields>>> {
  const rules = Object.entries(policy.files);
  const slots = request.server.uploadSlots;
  const release = slots.take(request.ip);
  const largestForm = rules.reduce((sum, [, rule]) => sum + rule.maxBytes * rule.maxCount, 0);
  const watch = watchUpload({
    idleMs: slots.limits.idleMs,
    deadlineMs: 60_000 + (largestForm / slots.limits.minBytesPerSecond) * 1000,
  });
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
      const next = await watch.wait(parts.next()).catch((err: unknown) => {
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
      try {
        const file = await receiveFile(part, rule, watch);
        if (!file) continue;
        if (ids.length >= rule.maxCount) throw tooMany();
        const { id } = await storage.put({
          kind: rule.kind,
          contentType: file.contentType,
          content: file.content,
          originalName: cleanFileName(part.filename),
          uploadedByCustomerId: policy.uploadedByCustomerId,
          orderId: policy.orderId,
        });
        stored.push(id);
        ids.push(id);
      } catch (err) {
        // The rest of a refused file is never read.
        part.file.destroy();
        throw err;
      }
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
  } finally {
    watch.stop();
    release();
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
 * One file of the form: its type, read from its first bytes before anything is stored, and its
 * content, which the storage reads as it arrives; reading throws the 413 once the size passes
 * the cap (nothing more is read). Undefined for the empty part a browser sends for a file input
 * left empty.
 */
async function receiveFile(part: MultipartFile, rule: UploadFieldRule, watch: UploadWatch) {
  const messages = uploadMessages(rule);
  const field = part.fieldname;
  const source = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let size = 0;
  const nextPiece = async () => {
    const next = await watch.wait(source.next()).catch((err: unknown) => {
      throw uploadFormError(err);
    });
    if (next.done) return undefined;
    size += next.value.length;
    if (size > rule.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, 413, {
        [field]: messages.tooLarge,
      });
    }
    return next.value;
  };

  const head: Buffer[] = [];
  while (size < SNIFF_BYTES) {
    const piece = await nextPiece();
    if (!piece) break;
    head.push(piece);
  }
  if (size === 0 && !part.filename) return undefined;
  const contentType = detectContentType(Buffer.concat(head));
  if (!contentType || !rule.types.includes(contentType)) {
    throw badRequest(FORM_MESSAGE, { [field]: messages.wrongType });
  }
  async function* content() {
    yield* head;
    for (let piece = await nextPiece(); piece; piece = await nextPiece()) yield piece;
  }
  return { contentType, content: content() };
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
