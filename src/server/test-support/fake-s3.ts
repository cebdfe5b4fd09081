import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../integrations/storage/s3-storage.ts';

type Operation = 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject';
const operations: Record<string, Operation> = {
  PUT: 'PutObject',
  GET: 'GetObject',
  HEAD: 'HeadObject',
  DELETE: 'DeleteObject',
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for the far edge of an S3-compatible bucket: the four object calls our storage
 * makes, path-style, on loopback, so the real AWS SDK runs in tests with no network. It checks
 * what a real service would refuse (another access key, another bucket, a body that does not
 * match its signed SHA-256) and can be told to refuse the next call of a kind.
 */
export async function startFakeS3(bucket = 'roofbid-test') {
  const accessKeyId = 'AKIDFAKES3TEST';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: string[] = [];
  const failing = new Map<Operation, number>();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const operation = operations[req.method ?? ''];
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.test').pathname);
    const [, bucketName = '', ...keyParts] = path.split('/');
    const key = keyParts.join('/');
    const send = (
      status: number,
      body?: string | Buffer,
      headers: http.OutgoingHttpHeaders = {},
    ) => {
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const fail = (status: number, code: string, message: string) =>
      send(status, xmlError(code, message), { 'content-type': 'application/xml' });

    if (!operation || !key) return fail(501, 'NotImplemented', 'Not in this fake');
    calls.push(`${operation} ${key}`);
    const body = await readBody(req);
    if (!String(req.headers.authorization).includes(`Credential=${accessKeyId}/`)) {
      return fail(403, 'InvalidAccessKeyId', 'The access key does not exist');
    }
    if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The bucket does not exist');
    const failures = failing.get(operation) ?? 0;
    if (failures > 0) {
      failing.set(operation, failures - 1);
      return fail(403, 'AccessDenied', 'Access Denied');
    }

    const stored = objects.get(key);
    switch (operation) {
      case 'PutObject': {
        const signed = req.headers['x-amz-content-sha256'];
        const actual = createHash('sha256').update(body).digest('hex');
        if (typeof signed === 'string' && /^[0-9a-f]{64}$/.test(signed) && signed !== actual) {
          return fail(400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash');
        }
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        return send(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      case 'GetObject':
      case 'HeadObject':
        if (!stored) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        return send(200, stored.body, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
          etag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
        });
      case 'DeleteObject':
        objects.delete(key);
        return send(204);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey: 'fake-s3-secret',
    forcePathStyle: true,
  };
  return {
    settings,
    /** Object keys in the bucket. */
    keys: () => [...objects.keys()],
    object: (key: string) => objects.get(key),
    /** "PutObject files/<id>", ... in the order they arrived. */
    calls,
    /** Empties the bucket and forgets calls and planned refusals. */
    clear() {
      objects.clear();
      calls.length = 0;
      failing.clear();
    },
    /** The next `times` calls of this kind are refused with AccessDenied. */
    refuseNext(operation: Operation, times = 1) {
      failing.set(operation, times);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
