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

// Network failures reaching the database server (node-postgres keeps Node's own codes).
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server that is stopping, starting or full: class 08 (connection exception),
// admin/crash shutdown and "cannot connect now" (57P01-57P03), too many connections (53300).
const unavailableStates = /^(08...|57P0[123]|53300)$/;
// node-postgres's own words for a connection lost or never made (these errors carry no code).
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, out of
 * connections, the network down), rather than that a query is wrong: the request may well work in
 * a moment, so it is answered 503, not 500. Looks through drizzle's wrapper (`cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (unreachableCodes.has(code) || unavailableStates.test(code))) {
      return true;
    }
    if (typeof message === 'string' && unreachableMessages.test(message)) return true;
    // Node answers an AggregateError when every address of a host name refused.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
