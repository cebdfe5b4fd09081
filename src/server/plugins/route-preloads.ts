import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of Vite's build manifest (`build.manifest`) read here. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

// Each page is a lazy chunk named after its path (src/client/app/router.tsx:
// /get-quote → get-quote-route.tsx); these paths are the exceptions.
const routeFileNames: Record<string, string> = {
  '/': 'home-route.tsx',
  '/login': 'customer-login-route.tsx',
  '/customer': 'customer-portal-route.tsx',
};
const NOT_FOUND_FILE = 'not-found-route.tsx';

/**
 * The scripts a page needs besides the entry, for `<link rel="modulepreload">` in its HTML.
 * Without them the browser learns of the page's chunk only once the entry has run: one more
 * round trip before the first paint, on every page (docs/decisions/page-weight.md).
 * Takes a page's path, or undefined for the 404 page. Returns no links when the build has no
 * manifest: a page without its hints still works.
 */
export function routePreloads(clientDir: string): (page: string | undefined) => string[] {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  // The entry and what it imports statically are in index.html already.
  const inShell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) for (const name of [key, ...(chunk.imports ?? [])]) inShell.add(name);
  }
  const keyByFileName = new Map(
    Object.keys(manifest).map((key) => [path.posix.basename(key), key]),
  );

  const cache = new Map<string, string[]>();
  const linksFor = (fileName: string) => {
    let links = cache.get(fileName);
    if (links) return links;
    const key = keyByFileName.get(fileName);
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || inShell.has(name) || !manifest[name]) return;
      seen.add(name);
      manifest[name].imports?.forEach(visit);
    };
    if (key) visit(key);
    links = [...seen].map((name) => `/${manifest[name]!.file}`);
    cache.set(fileName, links);
    return links;
  };

  return (pathname) => {
    if (pathname === undefined) return linksFor(NOT_FOUND_FILE);
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return linksFor(routeFileNames[page] ?? `${page.slice(1)}-route.tsx`);
  };
}
