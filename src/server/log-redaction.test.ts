import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';
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
