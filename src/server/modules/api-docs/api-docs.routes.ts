import type { FastifyPluginAsync } from 'fastify';
import { referencePage, referenceScript } from './api-docs.page.ts';

/**
 * The API's OpenAPI document and a reference page that renders it (no third-party code, no
 * CDN: the page and its script come from here, inside the site's CSP). Staff only in
 * production, where the document would show every route to anybody; open in development and
 * tests.
 */
export const apiDocsRoutes: FastifyPluginAsync<{ production: boolean }> = async (
  app,
  { production },
) => {
  const config = { access: production ? ('staff' as const) : ('public' as const) };

  app.get('/api/openapi.json', { config }, () => app.openApiDocument());

  app.get('/api/docs', { config }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage),
  );

  app.get('/api/docs/reference.js', { config }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(referenceScript),
  );
};
