import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { buildTestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';

// What the app writes to its log, one parsed JSON line each, as a log collector would read it.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const options = loggerOptions('info', false) as object;
  ({ app } = await buildTestApp(database, { logger: { ...options, stream: logStream } }));
});
beforeEach(() => {
  lines.length = 0;
});
afterAll(() => app.close());

const secretToken = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

describe('request logs', () => {
  it.each([
    `/account-setup?email=jane%40example.com&setupToken=${secretToken}`,
    `/customer-signup?email=jane@example.com&token=${secretToken}`,
    `/setup-password?setup=${secretToken}`,
    `/api/admin/email-variables?recipient=jane%40example.com`,
    `/api/admin/contact-submissions?search=jane@example.com&page=2`,
    // A checkout session id shows the buyer's name, e-mail and order to whoever has it.
    `/api/checkout-session/${secretToken}`,
    `/test-checkout/${secretToken}`,
    // The reveal fee's checkout session, on the portal's return address and its check.
    `/customer-portal?auction=a1&reveal_session=${secretToken}`,
    `/api/customer/auctions/a1/reveal-checkout/${secretToken}`,
  ])('never hold a token or an e-mail from %s', async (url) => {
    await app.inject({ method: 'GET', url });
    expect(logText()).toContain('incoming request');
    expect(logText()).not.toContain(secretToken);
    expect(logText()).not.toMatch(/jane(@|%40)example\.com/);
  });

  it('keep the harmless parts of the address', async () => {
    await app.inject({ method: 'GET', url: '/api/admin/contact-submissions?search=jane&page=2' });
    expect(logText()).toContain('/api/admin/contact-submissions?search=jane&page=2');
  });
});

describe('database errors in the log', () => {
  // Real failing queries whose parameters are personal data, as a service would run them.
  async function logOf(query: () => Promise<unknown>) {
    const server = Fastify({
      logger: { ...(loggerOptions('info', false) as object), stream: logStream },
    });
    registerErrorHandler(server);
    server.get('/boom', async () => query());
    const res = await server.inject({ method: 'GET', url: '/boom' });
    await server.close();
    return { status: res.statusCode, body: res.body, log: logText() };
  }

  it('name the failure but none of the values, when client data was refused (4xx)', async () => {
    const { status, log } = await logOf(() =>
      database.db.execute(sql`select ${'jane@example.com'}::integer`),
    );
    expect(status).toBe(400);
    expect(log).toContain('22P02');
    expect(log).not.toContain('jane@example.com');
  });

  it('keep the failed SQL but none of its parameters, on a server error (5xx)', async () => {
    const { status, body, log } = await logOf(() =>
      database.db.execute(
        sql`select 1 / ${0}::integer where ${'Great roofer, Jane Q Public, 403-555-0134'}::text <> ''`,
      ),
    );
    expect(status).toBe(500);
    expect(body).not.toContain('Jane');
    expect(log).toContain('request failed');
    expect(log).toContain('22012');
    expect(log).toContain('select 1 / $1::integer');
    expect(log).not.toContain('Jane Q Public');
    expect(log).not.toContain('403-555-0134');
  });

  it('keep e-mail addresses out of other errors logged with `err`', async () => {
    const { log } = await logOf(async () => {
      throw new Error('550 5.1.1 <jane@example.com>: Recipient address rejected');
    });
    expect(log).toContain('Recipient address rejected');
    expect(log).not.toContain('jane@example.com');
  });
});
