import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

// A database error as drizzle throws it: a wrapper whose cause carries the SQLSTATE.
function wrapped(code: string) {
  return Object.assign(new Error('Failed query: insert ...'), {
    cause: Object.assign(new Error('db'), { code }),
  });
}

async function answerFor(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('the error handler', () => {
  it.each([
    ['23505', 409, 'CONFLICT'],
    ['22001', 400, 'BAD_REQUEST'],
    ['22P02', 400, 'BAD_REQUEST'],
    ['23514', 400, 'BAD_REQUEST'],
    // NUL in text (22021), in JSON (22P05); a year PGlite cannot place in a time zone (22009).
    ['22021', 400, 'BAD_REQUEST'],
    ['22P05', 400, 'BAD_REQUEST'],
    ['22009', 400, 'BAD_REQUEST'],
  ])('answers database error %s caused by client data with %i', async (code, status, errorCode) => {
    const { status: got, body } = await answerFor(wrapped(code));
    expect(got).toBe(status);
    expect(body.error.code).toBe(errorCode);
  });

  it('hides the internals of a real server error', async () => {
    const { status, body } = await answerFor(new Error('connection to 10.0.0.5 refused'));
    expect(status).toBe(500);
    expect(body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side' },
    });
  });
});

describe('the error handler while the database is out of reach', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After for a real refused connection', async () => {
    // A port nothing listens on: node-postgres fails as it does when PostgreSQL is stopped.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    const db = drizzle(pool);
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/leads', async () => db.execute(sql`select 1`));
    const res = await app.inject({ method: 'GET', url: '/leads' });
    await app.close();
    await pool.end();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The site cannot save or load this right now. Please try again in a minute.',
      },
    });
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
  ])('answers PostgreSQL %s (%s) with 503', async (code) => {
    const { status, body } = await answerFor(wrapped(code));
    expect(status).toBe(503);
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers a connection lost mid-query with 503', async () => {
    const lost = Object.assign(new Error('Failed query: select 1'), {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect((await answerFor(lost)).status).toBe(503);
  });
});
