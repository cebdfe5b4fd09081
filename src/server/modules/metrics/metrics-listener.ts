import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../../plugins/error-handler.ts';
import type { Scrape } from './metrics.ts';

const answerJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(body));
};

/**
 * METRICS_HOST:METRICS_PORT: a listener of its own that serves only GET /metrics, without a
 * token: reaching it is the permission (the default host, 127.0.0.1, lets in this machine only).
 * Plain node:http: no app routes, hooks or sessions behind it. Errors in the app's error body.
 */
export async function startMetricsListener(options: {
  host: string;
  port: number;
  scrape: () => Promise<Scrape>;
  log: FastifyBaseLogger;
}) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      answerJson(res, 404, errorBody('NOT_FOUND', `No route for ${req.method} ${path}`));
      return;
    }
    options.scrape().then(
      ({ contentType, text }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        options.log.error({ err }, 'metrics scrape failed');
        answerJson(res, 500, errorBody('INTERNAL', 'Something went wrong on our side'));
      },
    );
  });
  // A scraper's keep-alive connection must not hold shutdown up.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
