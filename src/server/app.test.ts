import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '#shared/errors.ts';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { createCustomer, createStaff, signIn } from './test-support/accounts.ts';
import { buildTestApp, productionEnv } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';

// A stand-in for dist/client: the real shell's title and description tags, one hashed asset,
// and a build manifest naming the FAQ page's chunk.
function fakeClientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/client/app/marketing/faq-route.tsx': { file: 'assets/faq-route-abc123.js' },
    }),
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>RoofBid</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  // The build writes precompressed copies beside each asset.
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.gz'),
    gzipSync('console.log("app");'.repeat(200)),
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.map.gz'),
    gzipSync('{"version":3,"sources":[]}'),
  );
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return dir;
}

const bootstrapIn = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(body)?.[1] ?? '{}',
  ) as BootstrapData;

let app: App;
let productionApp: App;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const clientDir = fakeClientDir();
  ({ app } = await buildTestApp(database, { clientDir }));
  ({ app: productionApp } = await buildTestApp(database, {
    clientDir,
    env: productionEnv,
  }));
});
afterAll(async () => {
  await app.close();
  await productionApp.close();
});

describe('pages and 404s', () => {
  it.each([
    '/',
    '/services',
    '/get-quote',
    '/faq',
    '/admin',
    '/customer-portal',
    '/payment-success',
  ])('serves the app shell for the page %s with 200', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("writes the page's title, description and script preload hints into the shell", async () => {
    const res = await app.inject({ method: 'GET', url: '/faq?utm=x' });
    expect(res.body).toContain('<title>Frequently asked questions | RoofBid</title>');
    expect(res.body).toContain('content="Answers about fees, refunds');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/faq-route-abc123.js">',
    );
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
  });

  it('writes the live prices into every page, the FAQ into /faq and the choices into /get-quote', async () => {
    const bootstrapOf = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(json, `bootstrap data in ${url}`).toBeDefined();
      return JSON.parse(json ?? '{}') as BootstrapData;
    };
    const pricing = (await app.inject({ method: 'GET', url: '/api/pricing' })).json();
    const faq = (await app.inject({ method: 'GET', url: '/api/faq' })).json<{ data: unknown[] }>();
    expect(faq.data.length).toBeGreaterThan(0);

    const faqPage = await bootstrapOf('/faq?utm=x');
    expect(faqPage.pricing).toEqual(pricing);
    expect(faqPage.faq).toEqual(faq.data);
    expect(faqPage.dropdownOptions).toBeUndefined();
    const home = await bootstrapOf('/');
    expect(home.pricing).toEqual(pricing);
    expect(home.faq).toBeUndefined();

    const options = (await app.inject({ method: 'GET', url: '/api/dropdown-options' })).json<{
      data: unknown[];
    }>();
    expect(options.data.length).toBeGreaterThan(0);
    const quotePage = await bootstrapOf('/get-quote');
    expect(quotePage.dropdownOptions).toEqual(options.data);
    expect(quotePage.faq).toBeUndefined();
    // The instant estimate's table comes with the page too, not as a request of its own.
    const table = (await app.inject({ method: 'GET', url: '/api/estimate-table' })).json();
    expect(quotePage.estimateTable).toEqual(table);
    expect(home.estimateTable).toBeUndefined();
  });

  // Issue #9 item 14: the header said "Customer Login" to a signed-in customer. It reads who
  // is signed in from the page (no request of its own on every public page).
  it('names the signed-in customer in the page, for that browser only', async () => {
    await createCustomer(database, 'header@example.com', 'Harper');
    const cookie = await signIn(app, 'customer', 'header@example.com');
    const bootstrapOf = (body: string) =>
      JSON.parse(
        /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(body)?.[1] ??
          '{}',
      ) as BootstrapData;

    const signedIn = await app.inject({ method: 'GET', url: '/services', headers: { cookie } });
    expect(bootstrapOf(signedIn.body).customer).toEqual({ firstName: 'Harper' });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const anonymous = await app.inject({ method: 'GET', url: '/services' });
    expect(bootstrapOf(anonymous.body).customer).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    await app.inject({ method: 'POST', url: '/api/customer/logout', headers: { cookie } });
    const signedOut = await app.inject({ method: 'GET', url: '/services', headers: { cookie } });
    expect(bootstrapOf(signedOut.body).customer).toBeUndefined();
  });

  // Issue #22 item 10: the header said "Customer Login" to signed-in staff. The page says a
  // staff member is signed in, by role only, so the header offers their dashboard.
  it('names the signed-in staff role in the page, for that browser only', async () => {
    await createStaff(database, 'header-rep@roofbid.ca', 'sales');
    const cookie = await signIn(app, 'staff', 'header-rep@roofbid.ca');

    const signedIn = await app.inject({ method: 'GET', url: '/qr-code', headers: { cookie } });
    expect(bootstrapIn(signedIn.body).staff).toEqual({ role: 'sales' });
    expect(bootstrapIn(signedIn.body).customer).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const anonymous = await app.inject({ method: 'GET', url: '/qr-code' });
    expect(bootstrapIn(anonymous.body).staff).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    await app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie } });
    const signedOut = await app.inject({ method: 'GET', url: '/qr-code', headers: { cookie } });
    expect(bootstrapIn(signedOut.body).staff).toBeUndefined();
  });

  it.each(['/nope', '/admin/../secret', '/services/extra', '/GET-QUOTE', '/.vite/manifest.json'])(
    'answers 404 with the shell for the non-page %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Page not found | RoofBid</title>');
    },
  );

  it('answers a JSON 404 for an unknown API path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for ${method} /api/does-not-exist` },
      });
    }
  });

  it('caches hashed assets for a year and serves their precompressed copy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log("app")');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves source maps outside production only', async () => {
    const url = '/assets/index-abc123.js.map';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const hidden = await productionApp.inject({ method: 'GET', url });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('"version":3');
    const gz = await productionApp.inject({ method: 'GET', url: `${url}.gz` });
    expect(gz.statusCode).toBe(404);
    // The scripts themselves are still served.
    const js = await productionApp.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
  });

  it('serves the favicon', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sets CSP, framing, sniffing and referrer headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production', async () => {
    const res = await productionApp.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toContain('max-age=63072000');
  });

  it('sets them on API errors too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

// Issue #21 item 9: what Fastify and Node answer before any hook runs.
describe('security headers on the answers Fastify and Node write themselves', () => {
  // Every security header a normal answer of this app carries, with no-store.
  const securityHeaderNames = [...Object.keys(securityHeaders(true)), 'cache-control'];
  const securityPart = (headers: Record<string, unknown>) =>
    Object.fromEntries(securityHeaderNames.map((name) => [name, headers[name]]));
  const normalAnswer = async (target: App) =>
    securityPart((await target.inject({ method: 'GET', url: '/api/pricing' })).headers);

  it.each([
    ['/api/%zz', 400],
    ['/api/faq?search=%zz', 400],
    ['/api/checkout-session/%C0%AF', 400],
    ['/api/faq?search=%C0%AF', 400],
    [`/api/checkout-session/${'a'.repeat(150)}`, 404],
  ])('%s: %i in the app shape, with the headers of a normal answer', async (url, status) => {
    for (const target of [app, productionApp]) {
      const res = await target.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(apiErrorBody.safeParse(res.json()).success, res.body).toBe(true);
      expect(securityPart(res.headers)).toEqual(await normalAnswer(target));
    }
    // HSTS as on every answer: only in production.
    const production = await productionApp.inject({ method: 'GET', url });
    expect(production.headers['strict-transport-security']).toContain('max-age=63072000');
    const development = await app.inject({ method: 'GET', url });
    expect(development.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a query whose percent-encoding does not decode, instead of reading it literally', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faq?search=100%25%zz' });
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The address is not valid' },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/faq?search=100%25%20sure' })).statusCode,
    ).toBe(200);
  });

  describe('over a real socket', () => {
    const ports = new Map<App, number>();
    beforeAll(async () => {
      for (const target of [app, productionApp]) {
        await target.listen({ host: '127.0.0.1', port: 0 });
        ports.set(target, (target.server.address() as net.AddressInfo).port);
      }
    });
    // The apps (and their listening sockets) are closed by the file's afterAll.

    /** Sends raw bytes and reads the answer until the server closes the connection. */
    function rawAnswer(target: App | number, request: string) {
      const port = typeof target === 'number' ? target : ports.get(target)!;
      return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
        (resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1');
          let received = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (received += chunk));
          const done = () => {
            const [head = '', body = ''] = received.split('\r\n\r\n');
            const [statusLine = '', ...lines] = head.split('\r\n');
            const headers = Object.fromEntries(
              lines.map((line) => {
                const colon = line.indexOf(':');
                return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
              }),
            );
            resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
          };
          socket.on('close', done);
          socket.on('error', (error) => (received ? done() : reject(error)));
          socket.write(request);
        },
      );
    }

    it.each([
      ['a malformed request line', 400, 'HELLO WORLD\r\n\r\n'],
      [
        'a 16 KB header',
        431,
        `GET /api/pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(16 * 1024)}\r\n\r\n`,
      ],
    ])(
      'answers %s with %i in the app shape and the security headers',
      async (_what, status, raw) => {
        for (const target of [app, productionApp]) {
          const res = await rawAnswer(target, raw);
          expect(res.status).toBe(status);
          expect(apiErrorBody.safeParse(JSON.parse(res.body)).success, res.body).toBe(true);
          expect(securityPart(res.headers)).toEqual(await normalAnswer(target));
        }
        expect(
          (await rawAnswer(productionApp, raw)).headers['strict-transport-security'],
        ).toContain('max-age=63072000');
        expect((await rawAnswer(app, raw)).headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('answers an Expect header it cannot meet with 417 in the app shape and the headers', async () => {
      const res = await rawAnswer(
        app,
        'GET /api/pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: x-unknown\r\nConnection: close\r\n\r\n',
      );
      expect(res.status).toBe(417);
      expect(apiErrorBody.safeParse(JSON.parse(res.body)).success, res.body).toBe(true);
      expect(securityPart(res.headers)).toEqual(await normalAnswer(app));
    });

    it('answers a request that arrives while the app closes with 503, in the app shape', async () => {
      let answer: Awaited<ReturnType<typeof rawAnswer>> | undefined;
      const { app: closing } = await buildTestApp(database, {
        register: (target) => {
          // The server still accepts connections while the preClose hooks run.
          target.addHook('preClose', async () => {
            const { port } = target.server.address() as net.AddressInfo;
            answer = await rawAnswer(port, 'GET /api/pricing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
          });
        },
      });
      await closing.listen({ host: '127.0.0.1', port: 0 });
      const normal = await normalAnswer(closing);
      await closing.close();
      expect(answer?.status).toBe(503);
      expect(answer?.headers.connection).toBe('close');
      expect(JSON.parse(answer!.body)).toEqual({
        error: { code: 'NOT_READY', message: 'Shutting down' },
      });
      expect(securityPart(answer!.headers)).toEqual(normal);
    });
  });
});

describe('caching of API answers', () => {
  it('keeps personal data out of caches: every /api answer is no-store', async () => {
    await createCustomer(database, 'cache@example.com');
    const cookie = await signIn(app, 'customer', 'cache@example.com');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/pricing', '/api/customer/profile', '/api/does-not-exist']) {
      const res = await productionApp.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'cache@example.com', password: 'wrong password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching a route sets itself (QR images) and the pages own', async () => {
    const qr = await app.inject({
      method: 'GET',
      url: '/api/qr-code.png?data=https%3A%2F%2Froofbid.ca',
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a 400 error body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/', title: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('route table', () => {
  it('declares an access rule for every API route', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(0);
    for (const route of app.apiRoutes) expect(route.access).toBeTruthy();
  });
});
