import type { FastifyServerOptions } from 'fastify';

// Query parameters that carry secrets: set-password and reset tokens, checkout sessions.
const secretParams = /([?&](?:setup|token|session_id|sessionId|key|code)=)[^&#]*/gi;

/** The URL as logged: secret query values replaced by "***". */
export function redactUrl(url: string) {
  return url.replace(secretParams, '$1***');
}

/** pino options: no passwords, tokens or cookies ever reach the log. */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
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
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
