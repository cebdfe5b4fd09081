/**
 * Errors as they reach the log: what failed and where, never the data it failed on. Drizzle
 * puts every SQL parameter (names, e-mails, review text) into its error message, PostgreSQL
 * quotes the offending value in some of its own, and a mail server names the address it refused.
 * So only known-harmless fields are kept: the type, a cleaned message, the stack frames, codes,
 * the SQL text (placeholders only), and the constraint, table and column the database names.
 */
const emailAddress = /[^\s<>"'()[\]{},;:]+@[^\s<>"'()[\]{},;:]+\.[^\s<>"'()[\]{},;:]+/g;

/** E-mail addresses in free text replaced by "***". */
export const withoutEmails = (text: string) => text.replace(emailAddress, '***');

type ErrorLike = Error & Record<string, unknown>;

const isSqlState = (code: unknown): code is string =>
  typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

function causes(err: ErrorLike) {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5; e = e.cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function cleanMessage(err: ErrorLike) {
  if (typeof err.query === 'string' && 'params' in err) return `Failed query: ${err.query}`;
  // PostgreSQL quotes identifiers and values alike ('invalid input syntax for type integer:
  // "jane@example.com"'); the identifiers are logged as constraint/table/column instead.
  if (isSqlState(err.code)) return err.message.replace(/"[^"]*"/g, '"***"');
  return withoutEmails(err.message);
}

export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The pino serializer for `err` (anything thrown, not only errors). */
export function loggedError(value: unknown): LoggedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: withoutEmails(String(value)), stack: '' };
  }
  const err = value as ErrorLike;
  const chain = causes(err);
  const database = chain.find((e) => isSqlState(e.code));
  const failedQuery = chain.find((e) => typeof e.query === 'string');
  const messages = chain.map(cleanMessage);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const type = err.constructor?.name ?? 'Error';
  return {
    type,
    message: messages.join(': '),
    stack: [`${type}: ${messages[0]}`, ...frames].join('\n'),
    ...(text(err.code) && !isSqlState(err.code) ? { code: err.code } : {}),
    ...(typeof err.statusCode === 'number' ? { statusCode: err.statusCode } : {}),
    ...(failedQuery ? { query: failedQuery.query } : {}),
    ...(database
      ? {
          sqlState: database.code,
          constraint: text(database.constraint),
          table: text(database.table),
          column: text(database.column),
        }
      : {}),
  };
}
