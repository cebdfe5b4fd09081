import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createDatabaseStorage } from '../integrations/storage/database-storage.ts';
import { receiveUpload } from '../modules/files/receive-upload.ts';
import { invoiceUpload } from '../modules/files/upload-rules.ts';
import { signedInCustomer } from '../plugins/auth.ts';
import { createCustomer, signIn } from './accounts.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Small files whose first bytes are what real ones start with, for upload tests, and a helper
 * that encodes a form exactly as a browser's FormData is sent, and a route that takes an upload.
 */
export const samples = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(
        '\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00',
        'latin1',
      ),
    ]),
  jpeg: () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\x00')]),
  /** A Windows executable: "MZ", then the DOS stub. */
  exe: () =>
    Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.from('This program cannot be run in DOS mode.'),
    ]),
  /** A file of `size` bytes that starts like a PDF. */
  pdfOfSize: (size: number) => {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.7\n');
    return bytes;
  },
};

export type FormEntry =
  { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** The body and Content-Type of a multipart/form-data request, encoded by the platform. */
export async function multipartForm(entries: FormEntry[]) {
  const form = new FormData();
  for (const entry of entries) {
    if ('value' in entry) form.append(entry.name, entry.value);
    else
      form.append(entry.name, new Blob([entry.file], { type: entry.type ?? '' }), entry.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/**
 * A test's own upload route (buildTestApp's `register`): POST /api/test-upload takes one
 * invoice from a signed-in customer into the database storage and answers what it received.
 */
export const testUploadRoute = (database: Database) => (routes: App) => {
  const storage = createDatabaseStorage(database.db);
  routes.post(
    '/api/test-upload',
    { config: { access: 'customer', multipart: true } },
    async (request, reply) => {
      const customer = signedInCustomer(request);
      const received = await receiveUpload(request, storage, {
        files: { invoice: invoiceUpload },
        fields: z.object({}),
        uploadedByCustomerId: customer.id,
      });
      return reply.status(201).send(received);
    },
  );
};

export type SocketAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A POST /api/test-upload over a real socket to 127.0.0.1:`port`, its body left to the caller
 * (`request.write`). `answer` is what the server answered; an error once it has answered, or
 * once the request was destroyed (the server closing the connection, the test aborting), is
 * expected and rejects nothing.
 */
function socketUpload(port: number, headers: http.OutgoingHttpHeaders) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/test-upload',
    headers,
  });
  let answered = false;
  const answer = new Promise<SocketAnswer>((resolve, reject) => {
    request.on('error', (err) => {
      if (!answered && !request.destroyed) reject(err);
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        });
        request.destroy();
      });
    });
  });
  return { request, answer, answered: () => answered };
}

/*
 * The socket upload tests' one setup: uploadServerTestFile() at a test file's top, then the
 * helpers it returns and the live bindings below (set once for the file).
 */
export let database: Database;
export let app: App;
let port: number;

/** One app with the test upload route, listening on a loopback port, on a fresh database. */
export function uploadServerTestFile(
  options: Omit<Parameters<typeof buildTestApp>[1] & object, 'register'> = {},
) {
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = await buildTestApp(database, {
      ...options,
      register: testUploadRoute(database),
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());
  return {
    signedInUploader,
    /** An upload to the test route on this file's server (see socketUpload). */
    socketUpload: (headers: http.OutgoingHttpHeaders) => socketUpload(port, headers),
  };
}

/** owner@example.com as a customer, signed in: the cookie an upload carries. */
async function signedInUploader() {
  await createCustomer(database, 'owner@example.com');
  return signIn(app, 'customer', 'owner@example.com');
}
