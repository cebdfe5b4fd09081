import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundPage, pageFor, type PageMeta } from '#shared/routes.ts';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '#shared/schemas/bootstrap.ts';
import { errorBody } from './error-handler.ts';
import { routePreloads } from './route-preloads.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sets the content of the <meta> whose `attribute` (name or property) is `key`, however the
 * tag is written: attributes in any order, quoted either way, spread over several lines (the
 * built index.html is formatted by Prettier, which breaks long tags).
 */
function setMetaContent(html: string, attribute: 'name' | 'property', key: string, value: string) {
  const tag = new RegExp(
    `<meta\\s[^>]*\\b${attribute}\\s*=\\s*(["'])${escapeRegExp(key)}\\1[^>]*>`,
    'i',
  );
  return html.replace(tag, (found) =>
    found.replace(/\bcontent\s*=\s*("[^"]*"|'[^']*')/i, () => `content="${escapeHtml(value)}"`),
  );
}

/**
 * The built index.html with this page's title and description (also as Open Graph, for link
 * previews), bootstrap data and the preload hints for its scripts written in.
 */
export function renderShell(
  shell: string,
  meta: PageMeta,
  bootstrap?: BootstrapData,
  preloads: string[] = [],
) {
  // "<" escaped so no value can close the script element early.
  const data = bootstrap
    ? `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${JSON.stringify(bootstrap).replace(/</g, '\\u003c')}</script>`
    : '';
  const links = preloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  let html = shell.replace(
    /<title>[\s\S]*?<\/title>/i,
    () => `<title>${escapeHtml(meta.title)}</title>`,
  );
  html = setMetaContent(html, 'name', 'description', meta.description);
  html = setMetaContent(html, 'property', 'og:title', meta.title);
  html = setMetaContent(html, 'property', 'og:description', meta.description);
  return html.replace('</head>', () => `${links}${data}</head>`);
}

/**
 * Google Analytics 4, only with GA4_MEASUREMENT_ID: gtag.js and its configuration, a script of
 * our own (the CSP allows no inline script). GA4 counts the first page view and, with its
 * default enhanced measurement, each route change of the app (history events); the app's own
 * bundle is the same with or without it.
 */
function withGa4(shell: string, measurementId: string) {
  const id = encodeURIComponent(measurementId);
  return shell.replace(
    '</head>',
    () =>
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script src="/ga4-config.js"></script></head>`,
  );
}

function registerGa4Config(app: FastifyInstance, measurementId: string) {
  const script = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});\n`;
  app.get('/ga4-config.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(script),
  );
}

// Source maps (and their precompressed copies) give away the client's source: development only.
const isSourceMap = (pathname: string) => /\.map(\.(br|gz))?$/.test(pathname);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built client: hashed assets cached for a year, the app shell for every page with
 * 200, and the shell with 404 for any other path (the client renders the 404 page). Unknown
 * /api paths get a JSON 404. In production source maps are not served.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { clientDir: string | undefined; production: boolean; ga4MeasurementId?: string },
  loadBootstrap: (pathname: string, request: FastifyRequest) => Promise<BootstrapData>,
) {
  const { clientDir, production, ga4MeasurementId } = options;
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const built = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const shell = built && ga4MeasurementId ? withGa4(built, ga4MeasurementId) : built;
  if (ga4MeasurementId) registerGa4Config(app, ga4MeasurementId);
  const preloadsFor = clientDir ? routePreloads(clientDir) : () => [];

  if (shell && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: true,
      // .vite/manifest.json is for the server (route-preloads.ts), not for browsers.
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each asset (vite.config.ts): served as they are,
      // nothing is compressed per request. Dynamic responses are left to the reverse proxy.
      preCompressed: true,
      ...(production ? { allowedPath: (pathname: string) => !isSourceMap(pathname) } : {}),
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const bootstrapFor = async (request: FastifyRequest, pathname: string) => {
    try {
      return await loadBootstrap(pathname, request);
    } catch (err) {
      // The page still works without it: the client fetches what it needs.
      request.log.warn({ err }, 'page bootstrap data unavailable');
      return undefined;
    }
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApi(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', `No route for ${request.method} ${url.split('?')[0]}`));
    }
    if (!shell) {
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', 'The web client is not built here; run npm run build'));
    }
    const pathname = url.split('?')[0] ?? '/';
    const meta = pageFor(pathname);
    const bootstrap = await bootstrapFor(request, pathname);
    if (meta?.noindex) reply.header('x-robots-tag', 'noindex');
    return (
      reply
        .status(meta ? 200 : 404)
        .type('text/html; charset=utf-8')
        // A page that names who is signed in is for that browser only.
        .header(
          'cache-control',
          bootstrap?.customer || bootstrap?.staff ? 'private, no-cache' : 'no-cache',
        )
        .send(
          renderShell(
            shell,
            meta ?? notFoundPage,
            bootstrap,
            preloadsFor(meta ? pathname : undefined),
          ),
        )
    );
  };

  // The static plugin would answer "/" as a directory listing (403); the home page is a page.
  app.get('/', sendShell);
  app.setNotFoundHandler(sendShell);
}
