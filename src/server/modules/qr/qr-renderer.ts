import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * QR code PNGs, made in a worker thread and kept by content. Drawing and compressing a large
 * PNG takes tens to hundreds of milliseconds of CPU (bench/README.md); on the event loop that
 * stalls every other request of the instance.
 *
 * The worker is plain JavaScript passed as a string (`eval`), requiring `qrcode` by the path
 * this module resolves: no second file to build or ship next to the one-file server bundle
 * (vite.server.config.ts), and the same code under the tests.
 */
const workerSource = (qrcodePath: string) => `
const { parentPort } = require('node:worker_threads');
const QRCode = require(${JSON.stringify(qrcodePath)});
parentPort.on('message', ({ id, data, size }) => {
  QRCode.toBuffer(data, { errorCorrectionLevel: 'M', width: size, margin: 2 }, (err, png) => {
    parentPort.postMessage(err ? { id, error: String(err.message || err) } : { id, png });
  });
});`;

export class QrBusyError extends Error {}

type Pending = { resolve: (png: Buffer) => void; reject: (err: Error) => void };

export type QrRenderer = ReturnType<typeof createQrRenderer>;

export function createQrRenderer(options: { cacheSize?: number; maxQueued?: number } = {}) {
  const cacheSize = options.cacheSize ?? 200;
  // Beyond this many codes waiting for the worker, new ones are refused (503): the rate limit
  // is per client; this bounds the work many clients together can queue.
  const maxQueued = options.maxQueued ?? 32;
  const qrcodePath = createRequire(import.meta.url).resolve('qrcode');
  const pending = new Map<number, Pending>();
  // Insertion order is use order: a hit is moved to the end, the first entry is the oldest.
  const cache = new Map<string, Promise<Buffer>>();
  let worker: Worker | undefined;
  let nextId = 0;
  let rendered = 0;

  const failAll = (err: Error) => {
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };

  function startWorker() {
    const started = new Worker(workerSource(qrcodePath), { eval: true });
    // Waiting for a code must not keep a stopping process alive.
    started.unref();
    started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.png) {
        rendered += 1;
        waiting.resolve(
          Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength),
        );
      } else waiting.reject(new Error(message.error ?? 'QR code failed'));
    });
    // A crashed worker fails what it held; the next request starts a new one.
    started.on('error', (err) => failAll(err));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error('QR worker stopped'));
    });
    return started;
  }

  function draw(data: string, size: number) {
    if (pending.size >= maxQueued) return Promise.reject(new QrBusyError('QR worker is busy'));
    worker ??= startWorker();
    const id = nextId++;
    const png = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, data, size });
    return png;
  }

  return {
    /** The PNG of `data` at `size` pixels, error correction M; the same request is drawn once. */
    render(data: string, size: number): Promise<Buffer> {
      const key = `${size}\n${data}`;
      const known = cache.get(key);
      if (known) {
        cache.delete(key);
        cache.set(key, known);
        return known;
      }
      const png = draw(data, size);
      cache.set(key, png);
      png.catch(() => cache.delete(key));
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return png;
    },
    /** How many codes the worker has drawn (a cache hit draws none). */
    get rendered() {
      return rendered;
    },
    /** The worker's thread id while it runs (it never is the main thread's, 0). */
    get threadId() {
      return worker?.threadId;
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
      failAll(new Error('QR codes are closed'));
    },
  };
}
