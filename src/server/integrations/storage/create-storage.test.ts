import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { loggerOptions } from '../../logger.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { EMBEDDED_UPLOADS_WARNING } from './create-storage.ts';

// What a start writes to the log about where uploads go, one parsed JSON line each.

let suiteDatabase: Database;
let embedded: Database;

beforeAll(async () => {
  suiteDatabase = await createTestDatabase();
  // The PostgreSQL pass of the suite needs an embedded database of its own: a bare one will do,
  // the app only starts on it.
  embedded = suiteDatabase.kind === 'pglite' ? suiteDatabase : await openDatabase({});
});
afterAll(async () => {
  if (embedded !== suiteDatabase) await embedded.close();
});

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
const bucket = {
  S3_BUCKET: 'roofbid-uploads',
  S3_REGION: 'ca-central-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
};

/** The warnings a start of the app logs. */
async function startWarnings(database: Database, env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as { level: number; msg: string });
      }
      done();
    },
  });
  const { app } = await buildTestApp(database, {
    env,
    logger: { ...(loggerOptions('info', false) as object), stream },
  });
  await app.close();
  // pino's levels: 40 is warn.
  return lines.filter((line) => line.level === 40).map((line) => line.msg);
}

describe('a start that keeps uploads in the embedded database', () => {
  it('warns in production, naming what to set instead', async () => {
    expect(embedded.kind).toBe('pglite');
    expect(await startWarnings(embedded, production)).toContainEqual(
      expect.stringMatching(
        /^Uploads are stored in the embedded PGlite database.*DATABASE_URL.*S3_/,
      ),
    );
  });

  it('says nothing of it with a bucket, or outside production', async () => {
    expect(await startWarnings(embedded, { ...production, ...bucket })).not.toContain(
      EMBEDDED_UPLOADS_WARNING,
    );
    expect(await startWarnings(embedded, {})).not.toContain(EMBEDDED_UPLOADS_WARNING);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('says nothing of it on PostgreSQL', async () => {
    expect(suiteDatabase.kind).toBe('postgres');
    expect(await startWarnings(suiteDatabase, production)).not.toContain(EMBEDDED_UPLOADS_WARNING);
  });
});
