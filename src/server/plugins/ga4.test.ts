import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loadEnv } from '../env.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

const indexHtml = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html');
const googleHost = /google|gtag/i;

let plain: App;
let withGa4: App;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-ga4-'));
  copyFileSync(indexHtml, path.join(clientDir, 'index.html'));
  const database = await createTestDatabase();
  ({ app: plain } = await buildTestApp(database, { clientDir }));
  ({ app: withGa4 } = await buildTestApp(database, {
    clientDir,
    env: { GA4_MEASUREMENT_ID: 'G-TEST12345' },
  }));
});
afterAll(async () => {
  await plain.close();
  await withGa4.close();
});

describe('GA4_MEASUREMENT_ID', () => {
  it('is off by default: no Google host in the CSP, nothing of it in the page', async () => {
    const page = await plain.inject({ method: 'GET', url: '/get-quote' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toMatch(googleHost);
    expect(page.body).not.toMatch(googleHost);
    expect(page.body).not.toContain('ga4-config.js');
    expect((await plain.inject({ method: 'GET', url: '/ga4-config.js' })).statusCode).not.toBe(200);
  });

  it('when set, loads gtag.js with the id, configures it and lets the CSP allow Google', async () => {
    const page = await withGa4.inject({ method: 'GET', url: '/faq' });
    expect(page.body).toContain(
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"></script>',
    );
    expect(page.body).toContain('<script src="/ga4-config.js"></script>');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(
      "script-src 'self' https://js.stripe.com https://www.googletagmanager.com",
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);

    const config = await withGa4.inject({ method: 'GET', url: '/ga4-config.js' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toContain('javascript');
    expect(config.body).toContain(`gtag('config',"G-TEST12345")`);
  });

  it('refuses a value that is not a measurement id', () => {
    expect(() => loadEnv({ GA4_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA4_MEASUREMENT_ID/);
    expect(() => loadEnv({ GA4_MEASUREMENT_ID: 'G-"><script>' })).toThrow(/GA4_MEASUREMENT_ID/);
  });
});
