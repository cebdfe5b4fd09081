import Fastify from 'fastify';
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
