import { beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files } from '../../db/schema/files.ts';
import { rowCount } from '../../test-support/counts.ts';
import { database, samples, uploadServerTestFile } from '../../test-support/upload-samples.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';

// Over a real socket: an upload is judged while it arrives, not after the whole body is in.

let cookie: string;

const { signedInUploader, socketUpload } = uploadServerTestFile();
beforeAll(async () => {
  cookie = await signedInUploader();
});

const boundary = 'roofbid-streaming-test';
const fileHead = (filename: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );

/**
 * Starts an upload whose body never ends: `write` keeps sending until the server answers.
 * Answers the response and how many bytes had been sent by then.
 */
function unendingUpload(first: Buffer, more: () => Buffer | undefined, contentLength?: number) {
  const { request, answer, answered } = socketUpload({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    cookie,
    ...(contentLength ? { 'content-length': contentLength } : {}),
  });
  let sent = 0;
  const send = (chunk: Buffer) => {
    sent += chunk.length;
    return request.write(chunk);
  };
  const pump = () => {
    for (let chunk = more(); chunk && !answered(); chunk = more()) {
      if (!send(chunk)) return void request.once('drain', pump);
    }
  };
  send(first);
  pump();
  return answer.then((got) => ({ ...got, sent }));
}

describe('an upload in progress', () => {
  it('is refused by its first bytes, before the rest is sent', async () => {
    const answer = await unendingUpload(
      Buffer.concat([fileHead('invoice.pdf'), samples.exe()]),
      () => undefined,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.fields).toEqual({
      invoice: 'The invoice must be a PDF, JPG or PNG file',
    });
    expect(answer.headers.connection).toBe('close');
    expect(await rowCount(database, files)).toBe(0);
  });

  it('is refused once it passes the size cap, without waiting for the rest', async () => {
    // The body announces 60 MB but stops just past the 10 MB cap and never ends: a server
    // that read to the end before judging would never answer.
    const answer = await unendingUpload(
      Buffer.concat([fileHead('scan.pdf'), samples.pdfOfSize(MAX_UPLOAD_BYTES + 64 * 1024)]),
      () => undefined,
      60 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe('The invoice must be 10 MB or smaller');
    expect(answer.headers.connection).toBe('close');
    expect(await rowCount(database, files)).toBe(0);
    // The 10 MB stored as they arrived are gone again.
    expect(await rowCount(database, fileChunks)).toBe(0);
  });
});
