import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '#shared/errors.ts';
import { AppError, badRequest, isDatabaseUnavailable, pgErrorCode } from '../errors.ts';
import { withSecurityHeaders, type SecurityHeaders } from './security-headers.ts';

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
  // NUL or bytes that are not UTF-8 (the shared schemas refuse them; this is for anything else).
  '22021': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'A value contains characters that are not allowed',
  },
  '22P05': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'A value contains characters that are not allowed',
  },
  '22009': { status: 400, code: 'BAD_REQUEST', message: 'A date is out of range' },
  '22025': { status: 400, code: 'BAD_REQUEST', message: 'A value has the wrong format' },
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

/** How long a client waits before trying again while the database cannot be reached. */
const RETRY_AFTER_S = 5;
/** While the database is down every request fails alike: one log line this often, with a count. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;

export function registerErrorHandler(app: FastifyInstance) {
  let unavailableLoggedAt = -Infinity;
  let unavailableSince = 0;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
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
    if (isDatabaseUnavailable(error)) {
      // A stopped or restarting database: the request may work in a moment (bench/db-outage.mjs).
      unavailableSince += 1;
      const now = performance.now();
      if (now - unavailableLoggedAt >= UNAVAILABLE_LOG_EVERY_MS) {
        request.log.warn(
          { err: error, requests: unavailableSince },
          'database unreachable: answering 503',
        );
        unavailableLoggedAt = now;
        unavailableSince = 0;
      }
      reply.header('retry-after', String(RETRY_AFTER_S));
      return reply
        .status(503)
        .send(
          errorBody(
            'SERVICE_UNAVAILABLE',
            'The site cannot save or load this right now. Please try again in a minute.',
          ),
        );
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

const BAD_ADDRESS = 'The address is not valid';

/**
 * Fastify answers a few requests before any route, hook or error handler runs: an address with
 * broken percent-encoding, or a path parameter longer than the router takes. This gives them
 * the app's error body and the security headers every answer carries
 * (FastifyServerOptions.frameworkErrors).
 */
export function answerFrameworkError(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    withSecurityHeaders(reply, headers, request.url);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      // No record has an id that long.
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply.status(400).send(errorBody('BAD_REQUEST', BAD_ADDRESS));
    }
    reply.log.error({ err: error }, 'request failed in the router');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side'));
  };
}

// Whether percent-encoded text decodes: every "%" starts two hex digits, and the bytes are UTF-8.
function decodes(text: string) {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The router refuses a path whose percent-encoding does not decode (FST_ERR_BAD_URL above), but
 * the query parser reads `?q=%zz` as the literal text "%zz". This refuses such a query the same
 * way, so an address means one thing or is refused. Registered after the security headers.
 */
export function registerQueryEncodingCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.url.indexOf('?');
    done(
      query !== -1 && !decodes(request.url.slice(query + 1)) ? badRequest(BAD_ADDRESS) : undefined,
    );
  });
}

/**
 * While the app closes, requests still arriving on open connections are refused with 503 and
 * `connection: close` (what Fastify's return503OnClosing does, but in the app's error body and
 * after the security headers), so a load balancer sends them to another instance.
 */
export function answerWhileClosing(app: FastifyInstance, isClosing: () => boolean) {
  app.addHook('onRequest', (_request, reply, done) => {
    if (!isClosing()) return done();
    reply.header('connection', 'close');
    done(new AppError('NOT_READY', 'Shutting down', 503));
  });
}

/**
 * A request whose Expect header is not 100-continue: Node answers 417 by itself, bare, unless the
 * server listens for 'checkExpectation' (this listener).
 */
export function answerFailedExpectation(headers: SecurityHeaders) {
  const body = JSON.stringify(errorBody('BAD_REQUEST', 'The Expect header is not supported'));
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(417, {
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
 * Fastify: they are answered on the socket, in the app's error body, with the security headers
 * every answer carries (FastifyServerOptions.clientErrorHandler).
 */
export function answerClientError(headers: SecurityHeaders) {
  // Nothing of the request is known (not even its address): no-store as for an API answer.
  const headerLines = Object.entries({ ...headers, 'cache-control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    const message =
      status === 408
        ? 'The request took too long to arrive'
        : status === 431
          ? 'The request headers are too large'
          : 'The request is malformed';
    const body = JSON.stringify(errorBody('BAD_REQUEST', message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n${headerLines}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
