import { threadId } from 'node:worker_threads';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { createQrRenderer, QrBusyError, type QrRenderer } from './qr-renderer.ts';

let renderer: QrRenderer;
afterEach(() => renderer.close());

describe('the QR renderer', () => {
  it('draws in a worker thread, the same PNG qrcode draws with error correction M', async () => {
    renderer = createQrRenderer();
    const png = await renderer.render('https://roofbid.ca/get-quote', 300);
    expect(renderer.threadId).toBeGreaterThan(0);
    expect(renderer.threadId).not.toBe(threadId);
    const expected = await QRCode.toBuffer('https://roofbid.ca/get-quote', {
      errorCorrectionLevel: 'M',
      width: 300,
      margin: 2,
    });
    expect(png.equals(expected)).toBe(true);
  });

  it('draws each content once while it is cached, the least recently used leaving first', async () => {
    renderer = createQrRenderer({ cacheSize: 2 });
    await renderer.render('https://roofbid.ca/a', 300);
    await renderer.render('https://roofbid.ca/a', 300);
    await Promise.all([
      renderer.render('https://roofbid.ca/b', 300),
      renderer.render('https://roofbid.ca/b', 300),
    ]);
    expect(renderer.rendered).toBe(2);
    await renderer.render('https://roofbid.ca/a', 300); // a is now the most recent
    await renderer.render('https://roofbid.ca/c', 300); // b leaves
    await renderer.render('https://roofbid.ca/a', 300);
    expect(renderer.rendered).toBe(3);
    await renderer.render('https://roofbid.ca/b', 300);
    expect(renderer.rendered).toBe(4);
    await renderer.render('https://roofbid.ca/a', 400); // another size is another image
    expect(renderer.rendered).toBe(5);
  });

  it('refuses new codes while too many wait for the worker', async () => {
    renderer = createQrRenderer({ maxQueued: 2 });
    const first = renderer.render('https://roofbid.ca/1', 600);
    const second = renderer.render('https://roofbid.ca/2', 600);
    await expect(renderer.render('https://roofbid.ca/3', 600)).rejects.toBeInstanceOf(QrBusyError);
    await Promise.all([first, second]);
    await expect(renderer.render('https://roofbid.ca/3', 600)).resolves.toBeInstanceOf(Buffer);
  });
});
