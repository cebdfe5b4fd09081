import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '#shared/domain/redact-url.ts';
import { loggedError } from './log-errors.ts';

/**
 * Readable lines for a person at a terminal, JSON lines for everything else (a file, a pipe, a
 * log collector). NODE_ENV does not matter: `npm start` in production on a terminal is read by a
 * person too.
 */
export const wantsReadableLogs = (stdout: { isTTY?: boolean }) => stdout.isTTY === true;

const resolveHere = (name: string) => createRequire(import.meta.url).resolve(name);

/**
 * pino-pretty runs as a transport in a worker thread, which must find the module by itself: it
 * gets the resolved file. pino-pretty is a runtime dependency (kept by `npm install
 * --omit=dev`); should it still be missing, the log stays JSON rather than the server failing.
 */
function prettyTransport(resolve: (name: string) => string) {
  try {
    return { target: resolve('pino-pretty'), options: { translateTime: 'HH:MM:ss' } };
  } catch {
    return undefined;
  }
}

/**
 * pino options: no passwords, tokens, cookies, e-mail addresses or SQL parameters ever reach the
 * log (request URLs are redacted, errors keep only harmless fields: log-errors.ts).
 */
export function loggerOptions(
  level: string,
  pretty: boolean,
  resolve: (name: string) => string = resolveHere,
): FastifyServerOptions['logger'] {
  const transport = pretty ? prettyTransport(resolve) : undefined;
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.setupToken',
      ],
      censor: '***',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: loggedError,
    },
    ...(transport ? { transport } : {}),
  };
}
