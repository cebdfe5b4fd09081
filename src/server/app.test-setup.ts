import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import type { App } from './app.ts';
import { appTestFile, database } from './test-support/app-test-file.ts';
import { buildTestApp, productionEnv } from './test-support/test-app.ts';

// A stand-in for dist/client: the real shell's title and description tags, one hashed asset,
// and a build manifest naming the FAQ page's chunk.
function fakeClientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/client/app/marketing/faq-route.tsx': { file: 'assets/faq-route-abc123.js' },
    }),
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>RoofBid</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  // The build writes precompressed copies beside each asset.
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.gz'),
    gzipSync('console.log("app");'.repeat(200)),
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.map.gz'),
    gzipSync('{"version":3,"sources":[]}'),
  );
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return dir;
}

// What the page, header and API-answer tests of the whole app share: appTestFile's database,
// never reset, and the app twice over the fake client build, as in development (appTestFile's
// app) and as in production. These bindings are live: a test file imports them and sees what
// its own hooks set.
export { app, database } from './test-support/app-test-file.ts';
export let productionApp: App;

/** Registers the hooks in the calling test file; call it once at its top level. */
export function useAppOverFakeClient() {
  const clientDir = fakeClientDir();
  appTestFile({ app: { clientDir }, reset: false });
  beforeAll(async () => {
    ({ app: productionApp } = await buildTestApp(database, {
      clientDir,
      env: productionEnv,
    }));
  });
  afterAll(() => productionApp.close());
}
