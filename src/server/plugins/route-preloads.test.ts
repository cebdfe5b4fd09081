import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

// The shape Vite writes to .vite/manifest.json: the entry with its static imports, each page a
// dynamic chunk with its own.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['_vendor.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
  'src/client/app/marketing/home-route.tsx': {
    file: 'assets/home-route-1.js',
    imports: ['_vendor.js', '_icons.js'],
  },
  'src/client/app/quote/get-quote-route.tsx': {
    file: 'assets/get-quote-route-1.js',
    imports: ['_vendor.js', '_form.js'],
  },
  'src/client/app/account/customer-portal-route.tsx': {
    file: 'assets/customer-portal-route-1.js',
    imports: ['_form.js'],
  },
  'src/client/app/marketing/not-found-route.tsx': { file: 'assets/not-found-route-1.js' },
};

function clientDir(withManifest: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-manifest-'));
  if (withManifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('routePreloads', () => {
  const preloads = routePreloads(clientDir(true));

  it("lists a page's chunk and everything it imports, but not what the shell loads already", () => {
    expect(preloads('/get-quote')).toEqual([
      '/assets/get-quote-route-1.js',
      '/assets/form-1.js',
      '/assets/icons-1.js',
    ]);
    expect(preloads('/get-quote/')).toEqual(preloads('/get-quote'));
  });

  it('knows the pages whose chunk is not named after their path', () => {
    expect(preloads('/')).toEqual(['/assets/home-route-1.js', '/assets/icons-1.js']);
    expect(preloads('/customer')).toEqual(preloads('/customer-portal'));
    expect(preloads(undefined)).toEqual(['/assets/not-found-route-1.js']);
  });

  it('gives no hints for a page it has no chunk for, or without a manifest', () => {
    expect(preloads('/services')).toEqual([]);
    expect(routePreloads(clientDir(false))('/get-quote')).toEqual([]);
  });
});
