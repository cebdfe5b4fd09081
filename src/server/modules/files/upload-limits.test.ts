import { beforeEach, describe, expect, it } from 'vitest';
import { fileChunks, files } from '../../db/schema/files.ts';
import { CHUNK_BYTES } from '../../integrations/storage/database-storage.ts';
import { rowCount } from '../../test-support/counts.ts';
import { resetDatabase } from '../../test-support/test-database.ts';
import { app, database, samples, uploadServerTestFile } from '../../test-support/upload-samples.ts';

// Uploads under way, over real sockets: each is stored while it arrives, holds one of the
// instance's upload slots until it ends, and is refused when it stalls.

let cookie: string;

const { signedInUploader, socketUpload } = uploadServerTestFile({
  // The address each upload comes from is the test's to choose (X-Forwarded-For).
  env: { TRUST_PROXY: '127.0.0.1' },
  uploadLimits: { atOnce: 2, atOncePerAddress: 1, idleMs: 1_500 },
});
beforeEach(async () => {
  await resetDatabase(database);
  cookie = await signedInUploader();
});

const boundary = 'roofbid-limits-test';
const fileHead = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="scan.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n',
);
const formEnd = Buffer.from(`\r\n--${boundary}--\r\n`);

/** An upload the test sends piece by piece from `address`, and may leave unfinished. */
function startUpload(address: string) {
  const { request, answer } = socketUpload({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': address,
    cookie,
  });
  return {
    answer,
    send: (bytes: Buffer) => new Promise<void>((resolve) => request.write(bytes, () => resolve())),
    finish: () => request.end(formEnd),
    abort: () => request.destroy(),
  };
}

/** Waits for what the server does in its own time (it runs in this process). */
async function until(condition: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 200; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server never got there');
}

const inUse = () => app.uploadSlots.inUse();

describe('an upload', () => {
  it('is stored while it arrives, in pieces, and becomes a file when it ends', async () => {
    const upload = startUpload('198.51.100.1');
    // (The parser holds back the last bytes it has until it knows they are not the boundary.)
    await upload.send(Buffer.concat([fileHead, samples.pdfOfSize(3 * CHUNK_BYTES + 100)]));
    // Three pieces are in the database with the rest still to come: nothing waits for the end.
    await until(async () => (await rowCount(database, fileChunks)) === 3);
    expect(await rowCount(database, files)).toBe(0);
    await upload.send(samples.pdfOfSize(1000).subarray(10));
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await rowCount(database, files)).toBe(1);
    expect(await rowCount(database, fileChunks)).toBe(4);
    expect(inUse()).toBe(0);
  });

  it('is refused with 503 while the instance receives as many as it takes, storing nothing', async () => {
    const first = startUpload('198.51.100.1');
    const second = startUpload('198.51.100.2');
    await first.send(Buffer.concat([fileHead, samples.pdfOfSize(CHUNK_BYTES)]));
    await second.send(Buffer.concat([fileHead, samples.pdfOfSize(CHUNK_BYTES)]));
    await until(() => inUse() === 2);

    const third = startUpload('198.51.100.3');
    await third.send(Buffer.concat([fileHead, samples.pdfOfSize(CHUNK_BYTES)]));
    const refused = await third.answer;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: 'SERVER_BUSY',
        message: 'Many uploads are arriving right now. Please try again in a minute.',
      },
    });
    // Its body is never read: the connection closes after the answer.
    expect(refused.headers.connection).toBe('close');

    // One upload gives up: its slot and its pieces are freed, and the next one is taken.
    first.abort();
    await until(() => inUse() === 1);
    const again = startUpload('198.51.100.3');
    await again.send(Buffer.concat([fileHead, samples.pdf()]));
    again.finish();
    expect((await again.answer).status).toBe(201);
    second.abort();
    await until(() => inUse() === 0);
    // Only the file that arrived whole is stored; nothing is left of the others.
    expect(await rowCount(database, files)).toBe(1);
    await until(async () => (await rowCount(database, fileChunks)) === 1);
  });

  it('is refused with 429 while another from the same address is under way', async () => {
    const first = startUpload('198.51.100.1');
    await first.send(Buffer.concat([fileHead, samples.pdfOfSize(CHUNK_BYTES)]));
    await until(() => inUse() === 1);

    const sameAddress = startUpload('198.51.100.1');
    await sameAddress.send(fileHead);
    const refused = await sameAddress.answer;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body).error.code).toBe('RATE_LIMITED');

    const otherAddress = startUpload('198.51.100.2');
    await otherAddress.send(Buffer.concat([fileHead, samples.pdf()]));
    otherAddress.finish();
    expect((await otherAddress.answer).status).toBe(201);
    first.abort();
    await until(() => inUse() === 0);
  });

  it('is refused with 408 when it stops arriving, and frees its slot and its pieces', async () => {
    const stalled = startUpload('198.51.100.1');
    await stalled.send(Buffer.concat([fileHead, samples.pdfOfSize(CHUNK_BYTES + 100)]));
    const answer = await stalled.answer;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'REQUEST_TIMEOUT',
        message: 'The upload stopped arriving. Please try again.',
      },
    });
    expect(answer.headers.connection).toBe('close');
    expect(inUse()).toBe(0);
    expect(await rowCount(database, files)).toBe(0);
    expect(await rowCount(database, fileChunks)).toBe(0);
  });
});
