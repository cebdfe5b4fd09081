import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { app, database, productionApp, useAppOverFakeClient } from './app.test-setup.ts';
import { createCustomer, createStaff, signIn } from './test-support/accounts.ts';

useAppOverFakeClient();

const bootstrapIn = (body: string) =>
  JSON.parse(
    /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(body)?.[1] ?? '{}',
  ) as BootstrapData;

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
