import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { parsePrometheusText } from '../../test-support/prometheus-text.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { startMetricsListener } from './metrics-listener.ts';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  // METRICS_PORT alone: metrics are collected, the app's own port serves none (404).
  ({ app } = await buildTestApp(database, { env: { METRICS_PORT: '9464' } }));
});
afterAll(() => app.close());

/** The listener over this app's metrics, on `port` (0: any free one). */
const listenOn = (port: number) =>
  startMetricsListener({
    host: '127.0.0.1',
    port,
    scrape: app.metrics.scrape!,
    log: app.log as FastifyBaseLogger,
  });

describe('the metrics listener (METRICS_HOST, METRICS_PORT)', () => {
  it('serves /metrics without a token, nothing else, and stops', async () => {
    const listener = await listenOn(0);
    const base = `http://127.0.0.1:${listener.port}`;
    try {
      // Traffic on the app shows on the listener: one registry.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const res = await fetch(`${base}/metrics?x=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const { families, samples } = parsePrometheusText(await res.text());
      expect(families.get('roofbid_http_request_duration_seconds')?.type).toBe('histogram');
      expect(samples).toContainEqual({
        name: 'roofbid_http_request_duration_seconds_count',
        labels: { route: '/healthz', method: 'GET', status_class: '2xx' },
        value: 1,
      });

      const head = await fetch(`${base}/metrics`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      for (const [method, path] of [
        ['GET', '/'],
        ['GET', '/api/pricing'],
        ['POST', '/metrics'],
      ] as const) {
        const other = await fetch(`${base}${path}`, { method });
        expect(other.status, `${method} ${path}`).toBe(404);
        expect(await other.json()).toEqual({
          error: { code: 'NOT_FOUND', message: `No route for ${method} ${path}` },
        });
      }
    } finally {
      await listener.close();
    }
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });

  it('refuses to start on a port in use', async () => {
    const first = await listenOn(0);
    await expect(listenOn(first.port)).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });
});
