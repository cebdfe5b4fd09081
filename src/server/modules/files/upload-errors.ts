import { AppError } from '../../errors.ts';

// The errors @fastify/multipart and its parser raise, in the app's words and error shape.
const multipartErrors: Record<string, () => AppError> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data', 415),
  FST_FILES_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', 'The form has too many files', 413),
  FST_FIELDS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields', 413),
  FST_PARTS_LIMIT: () => new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields', 413),
  FST_REQ_FILE_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', 'A file is too large', 413),
  FST_MP_PREMATURE_CLOSE: () => new AppError('BAD_REQUEST', 'The upload was interrupted', 400),
};

/**
 * An error met while reading a multipart body. Everything that goes wrong there is about what
 * the client sent (a cut-off body, a missing boundary, a malformed part), so it is a 4xx.
 */
export function uploadFormError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | undefined)?.code;
  const known = typeof code === 'string' ? multipartErrors[code] : undefined;
  return known ? known() : new AppError('BAD_REQUEST', 'The upload is not a valid form', 400);
}
