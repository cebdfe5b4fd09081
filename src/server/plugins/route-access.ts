import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Who may call a route. Every /api route must declare one: the app refuses to start with a
 * route that does not, and the authorization matrix test checks each declared rule.
 */
export type RouteAccess =
  | 'public' // anyone, including anonymous visitors
  | 'webhook' // anyone, but the handler verifies a signature
  | 'customer' // a signed-in customer
  | 'signed-in' // a signed-in customer or staff user; the handler decides what each may see
  | 'staff' // a signed-in admin or sales user
  | 'contractor' // a signed-in contractor user linked to a contractor record
  | 'admin'; // a signed-in admin

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** An /api route as the app registered it; `schema` is what it validates (read by tests). */
export type ApiRoute = { method: string; url: string; access: RouteAccess; schema?: FastifySchema };

export function collectRouteAccess(app: FastifyInstance, into: ApiRoute[]) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access) {
      throw new Error(`${methods.join(',')} ${route.url} has no access rule in its config`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') into.push({ method, url: route.url, access, schema: route.schema });
    }
  });
}
