import type { ErrorCode } from '#shared/errors.ts';

/** The one error type services throw; the error handler turns it into the JSON body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what, 404);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, 400, fields);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, 409, fields);

export const unauthorized = (message = 'Please sign in') =>
  new AppError('UNAUTHORIZED', message, 401);

export const forbidden = (message = 'You do not have access to this') =>
  new AppError('FORBIDDEN', message, 403);

/**
 * The PostgreSQL error code (SQLSTATE) behind an error, if any. Drizzle wraps driver errors,
 * keeping the original as `cause`.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
