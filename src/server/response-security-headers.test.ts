import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '#shared/errors.ts';
import type { App } from './app.ts';
import { app, database, productionApp, useAppOverFakeClient } from './app.test-setup.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { buildTestApp } from './test-support/test-app.ts';

useAppOverFakeClient();

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
