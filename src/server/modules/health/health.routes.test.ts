import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createSeparateTestDatabase } from '../../test-support/test-database.ts';
import { app, appTestFile } from '../../test-support/app-test-file.ts';

appTestFile({ reset: false });

describe('health', () => {
  it('answers liveness', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready when the database is gone', async () => {
    const broken = await createSeparateTestDatabase();
    const { app: brokenApp } = await buildTestApp(broken);
    await broken.close();
    const res = await brokenApp.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'NOT_READY', message: 'Database unreachable' } });
    await brokenApp.close();
  });
});
