import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '#shared/errors.ts';
import { AppError, pgErrorCode } from '../errors.ts';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// PostgreSQL errors that can only come from data a client sent (a value out of range, a
// duplicate). Services check these cases first; this is the net under them, so bad input
// never turns into a 500.
const clientDataErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '22001': { status: 400, code: 'BAD_REQUEST', message: 'A value is too long' },
  '22003': { status: 400, code: 'BAD_REQUEST', message: 'A number is out of range' },
  '22007': { status: 400, code: 'BAD_REQUEST', message: 'A date is not valid' },
  '22008': { status: 400, code: 'BAD_REQUEST', message: 'A date is out of range' },
  '22P02': { status: 400, code: 'BAD_REQUEST', message: 'A value has the wrong format' },
  '23505': { status: 409, code: 'CONFLICT', message: 'This already exists' },
  '23503': { status: 409, code: 'CONFLICT', message: 'A referenced record does not exist' },
  '23514': { status: 400, code: 'BAD_REQUEST', message: 'A value is not allowed' },
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { error: { code, message } };
  if (fields && Object.keys(fields).length > 0) body.error.fields = fields;
  return body;
}

/** zod issues -> `{ "address.line1": "Required" }`, the first message per field. */
function fieldsFromValidation(issues: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fields = fieldsFromValidation(error.validation);
      const message =
        where === 'body' ? 'Please correct the highlighted fields' : `Invalid request ${where}`;
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, fields));
    }
    const pgCode = pgErrorCode(error);
    if (pgCode && clientDataErrors[pgCode]) {
      const known = clientDataErrors[pgCode];
      // The logger keeps the SQL state and the SQL text, never the values (log-errors.ts).
      request.log.info({ err: error }, 'database refused client data');
      return reply.status(known.status).send(errorBody(known.code, known.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  });
}
