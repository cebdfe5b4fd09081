import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '#shared/errors.ts';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

let app: App;
let limitedApp: App;

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
  ({ app: limitedApp } = await buildTestApp(database, {
    rateLimits: { qrCode: { max: 2, windowMs: 60_000 } },
  }));
});
afterAll(async () => {
  await app.close();
  await limitedApp.close();
});

const qr = (query: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url: `/api/qr-code.png?${query}`, headers });
const data = (text: string) => `data=${encodeURIComponent(text)}`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// Issue #8 item 7: the QR endpoint was an anonymous CPU sink (any size, any length, no limit).
describe('GET /api/qr-code.png', () => {
  it('draws a 300x300 PNG by default, cacheable by its content', async () => {
    const res = await qr(data('https://roofbid.ca/get-quote'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 300, height: 300 });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await qr(data('https://roofbid.ca/get-quote'), {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const other = await qr(data('https://roofbid.ca/faq'));
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('draws up to 600 pixels and 500 characters', async () => {
    const longest = `https://roofbid.ca/get-quote?ref=${'a'.repeat(500 - 33)}`;
    expect(longest).toHaveLength(500);
    const res = await qr(`size=600&${data(longest)}`);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 600, height: 600 });
  });

  it.each([
    ['the issue’s size', `size=1000&${data('https://roofbid.ca/')}`],
    ['a size under 100', `size=50&${data('https://roofbid.ca/')}`],
    ['the issue’s 1,900 characters', data(`https://roofbid.ca/?x=${'a'.repeat(1880)}`)],
    ['501 characters', data(`https://roofbid.ca/get-quote?ref=${'a'.repeat(501 - 33)}`)],
    ['no address', 'size=300'],
    ['a NUL', data('https://roofbid.ca/\u0000')],
    ['another scheme', data('javascript:alert(1)')],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await qr(query);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('is rate limited per client', async () => {
    // A client of its own: both apps share the database's counters, and the other app's hits
    // from this address reach them when it syncs.
    const ask = () =>
      limitedApp.inject({
        method: 'GET',
        url: `/api/qr-code.png?${data('https://roofbid.ca/')}`,
        remoteAddress: '198.51.100.7',
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
