// `npm run bench:initial-js`: the JavaScript each public page loads before anyone touches it,
// read from the production build's manifest (BUILD_DIR, default dist; built when missing), each
// file gzipped at level 9 as bench/lighthouse.mjs does (1 kB = 1000 bytes), against the 100 kB
// target of issue #13. Rewrites the marked section of bench/README.md. A measurement, not a
// test: it exits 0 when a target is missed.
//
// A page's initial JavaScript is the entry (index.html) with everything it imports statically,
// plus the page's lazy chunk (src/client/app/router.tsx) with its static imports, plus the query
// cache's chunk for a page wrapped in dataPage(). Code a page imports dynamically on an
// interaction (the quote form's schema, its payment step, the toast UI...) is not counted:
// it is not loaded until then.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildDir, ensureBuild, passFail, root, writeReadmeSection } from './lib.mjs';

const TARGET_KB = 100;
// The public pages (SPEC.md §2), and the 404 page any mistyped link shows.
const PUBLIC_PAGES = [
  '/',
  '/get-quote',
  '/rate-contractor',
  '/reviews',
  '/faq',
  '/services',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '*',
];
const ROUTER_FILE = 'src/client/app/router.tsx';
const QUERY_PROVIDER = 'src/client/lib/with-query-client.tsx';

const clientDir = path.join(root, buildDir, 'client');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) ensureBuild();
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** path → { file: the page's module, data: whether it is a dataPage() }, read from the router. */
function pagesFromRouter() {
  const source = readFileSync(path.join(root, ROUTER_FILE), 'utf8');
  const components = new Map();
  for (const [, name, kind, file] of source.matchAll(
    /const (\w+) = (page|dataPage)\(\(\) => import\('([^']+)'\)\)/g,
  )) {
    const key = path.posix.join(path.posix.dirname(ROUTER_FILE), file);
    components.set(name, { file: key, data: kind === 'dataPage' });
  }
  const routes = new Map();
  for (const [, attribute, name] of source.matchAll(
    /<Route (index|path="[^"]+") element=\{<(\w+) \/>\}/g,
  )) {
    const routePath = attribute === 'index' ? '/' : `/${attribute.slice(6, -1)}`.replace('/*', '*');
    const component = components.get(name);
    if (component) routes.set(routePath, component);
  }
  return routes;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const body = readFileSync(path.join(clientDir, file));
    gzipCache.set(file, zlib.gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The manifest keys `keys` import statically, themselves included. */
function staticGraph(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (keys) => [...keys].reduce((total, key) => total + gzipBytes(manifest[key].file), 0);

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const shell = staticGraph(entryKeys);
const shellBytes = sum(shell);
const routes = pagesFromRouter();

const rows = PUBLIC_PAGES.map((page) => {
  const route = routes.get(page);
  if (!route || !manifest[route.file]) throw new Error(`${page}: no chunk in the build manifest`);
  const all = staticGraph([...entryKeys, route.file, ...(route.data ? [QUERY_PROVIDER] : [])]);
  const own = [...all].filter((key) => !shell.has(key));
  const bytes = sum(all);
  const largest = own
    .map((key) => ({
      name: path.posix.basename(manifest[key].file),
      bytes: gzipBytes(manifest[key].file),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  const label = page === '*' ? '404' : page;
  return { label, bytes, own: sum(own), chunks: all.size, largest, ok: bytes / 1000 <= TARGET_KB };
});

for (const row of rows) {
  console.log(
    `${row.label.padEnd(17)} ${kb(row.bytes).padStart(6)} kB gzip (shell ${kb(shellBytes)} + page ` +
      `${kb(row.own)}; ${row.chunks} files)  target ≤ ${TARGET_KB} kB: ${passFail(row.ok)}`,
  );
}

const vendor = [...shell].find((key) => manifest[key].name === 'vendor');
const table = [
  '| page | initial JS (gzip) | shell | page’s own | files | largest of the page’s own | ≤ 100 kB |',
  '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ...rows.map(
    (row) =>
      `| \`${row.label}\` | ${kb(row.bytes)} kB | ${kb(shellBytes)} kB | ` +
      `${kb(row.own)} kB | ${row.chunks} | ` +
      `${row.largest.map((c) => `${c.name} ${kb(c.bytes)}`).join(', ')} | ${passFail(row.ok)} |`,
  ),
];

writeReadmeSection(
  'initial-js',
  `## Initial JavaScript of the public pages (build manifest)

\`\`\`sh
npm run bench:initial-js
\`\`\`

- Date: ${new Date().toISOString().slice(0, 19)}Z; the build in \`${buildDir}/\` (\`npm run build\`).
- A page's initial JavaScript: the entry with its static imports (the shell, on every page:
  React${vendor ? ` ${kb(gzipBytes(manifest[vendor].file))} kB` : ''}, the layout, the router), plus the page's lazy chunk
  (\`src/client/app/router.tsx\`) with its static imports, plus TanStack Query for a \`dataPage()\`.
  Each file gzipped at level 9, 1 kB = 1000 bytes, as \`bench:lighthouse\` counts them. Code loaded
  on an interaction (the quote and review forms' schemas once a field is touched, the payment
  step, the toast UI) is not counted. \`bench:lighthouse\` measures what a browser really loads.
- Target: ≤ ${TARGET_KB} kB gzip on every public page (issue #13).

${table.join('\n')}`,
);
