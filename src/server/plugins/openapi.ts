import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { apiErrorBody } from '#shared/errors.ts';
import { sessionPolicy } from '../modules/auth/sessions.ts';
import type { RouteAccess } from './route-access.ts';

/** A JSON Schema, or a zod schema the document shows as its input (what a client sends). */
type DocumentedSchema = z.ZodMiniType | Record<string, unknown>;

/**
 * What an operation has that its validated schema cannot say: a body the handler reads itself
 * (a multipart form, the webhook's raw bytes), a header it reads, an answer that is not JSON.
 * Set as `config.openapi` on the route; the document's builder puts it in.
 */
export type OperationDocs = {
  /** The request body by media type; it replaces what the route's `schema.body` would say. */
  requestBody?: Record<string, { schema: DocumentedSchema; description?: string }>;
  /** Request headers the handler reads. */
  headers?: readonly { name: string; description: string; required?: boolean }[];
  /** Answers that are not JSON, by status: a file, an image, a page, a CSV, a redirect. */
  answers?: Record<
    number,
    { description: string; mediaTypes?: readonly string[]; schema?: DocumentedSchema }
  >;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OperationDocs;
  }
}

export const asJsonSchema = (schema: DocumentedSchema): Record<string, unknown> => {
  if (!(schema instanceof z.core.$ZodType)) return schema;
  const { $schema: _, ...converted } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return converted;
};

/** The text answer (or file) of `mediaType`: text for text types, bytes for the others. */
const bodyOf = (mediaType: string) =>
  mediaType.startsWith('text/') || mediaType === 'image/svg+xml'
    ? { type: 'string' }
    : { type: 'string', contentMediaType: mediaType };

type OpenApiOperation = {
  parameters?: Record<string, unknown>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/** Puts each route's `config.openapi` into its operation of the built document. */
function addOperationDocs(
  built: { paths?: Record<string, Record<string, OpenApiOperation>> },
  routes: RouteOptions[],
) {
  for (const route of routes) {
    const docs = route.config?.openapi;
    if (!docs) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      const operation = built.paths?.[path]?.[method.toLowerCase()];
      if (!operation) continue;
      if (docs.requestBody) {
        operation.requestBody = {
          required: true,
          content: Object.fromEntries(
            Object.entries(docs.requestBody).map(([mediaType, body]) => [
              mediaType,
              { schema: asJsonSchema(body.schema) },
            ]),
          ),
          description: Object.values(docs.requestBody)
            .map((body) => body.description)
            .filter(Boolean)
            .join(' '),
        };
      }
      for (const header of docs.headers ?? []) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            in: 'header',
            name: header.name,
            required: header.required ?? false,
            description: header.description,
            schema: { type: 'string' },
          },
        ];
      }
      for (const [status, answer] of Object.entries(docs.answers ?? {})) {
        const mediaTypes = answer.mediaTypes ?? [];
        operation.responses[status] = {
          description: answer.description,
          ...(mediaTypes.length > 0
            ? {
                content: Object.fromEntries(
                  mediaTypes.map((type) => [
                    type,
                    { schema: answer.schema ? asJsonSchema(answer.schema) : bodyOf(type) },
                  ]),
                ),
              }
            : {}),
        };
      }
    }
  }
}

/** Routes that are not part of the API: the reference itself, the client's files and pages. */
export const undocumentedRoutes: ReadonlySet<string> = new Set([
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/reference.js',
  '/',
  '/*',
]);

/**
 * The group of a route in the reference, from its address, so no route file has to name one:
 * /api/faq -> "faq", /api/admin/orders/:id -> "admin orders", /api/qr-code.png -> "qr-code".
 * A route may still set `schema.tags` itself.
 */
export function tagFor(url: string) {
  if (url === '/healthz' || url === '/readyz' || url === '/metrics') return 'health';
  const segments = url
    .replace(/^\/(api\/)?/, '')
    .split('/')
    .map((segment) => segment.replace(/\.\w+$/, ''));
  const [first = 'other', second] = segments;
  if (first === 'admin' && second && !second.startsWith(':')) return `admin ${second}`;
  return first;
}

const errorAnswer = apiErrorBody.describe(
  'Refused: `{ error: { code, message, fields? } }` (fields: form field -> message)',
);

const sessionsFor: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [],
  webhook: [],
  customer: [{ customerSession: [] }],
  'signed-in': [{ customerSession: [] }, { staffSession: [] }],
  staff: [{ staffSession: [] }],
  contractor: [{ staffSession: [] }],
  admin: [{ staffSession: [] }],
};

const whoMayCall: Record<RouteAccess, string> = {
  public: 'Anyone, signed in or not.',
  webhook: 'The payment provider: the handler checks the Stripe-Signature header.',
  customer: 'A signed-in customer.',
  'signed-in': 'A signed-in customer or staff user.',
  staff: 'A signed-in admin or sales user.',
  contractor: 'A signed-in contractor user.',
  admin: 'A signed-in admin.',
};

type RouteSchema = FastifySchema & {
  summary?: string;
  description?: string;
  tags?: string[];
  response?: Record<string, unknown>;
};

/**
 * The zod type provider's transform (route schemas -> JSON Schema 2020-12), plus what every
 * operation has although no route file says it: a tag from its address, who may call it (the
 * route's access rule, as security requirements and in words) and the app's error body for
 * every 4xx answer.
 */
function transform(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const { url } = document;
  const route = document.route as RouteOptions;
  if (undocumentedRoutes.has(url)) return { schema: { hide: true } as FastifySchema, url };
  const method = [route.method].flat().join(', ');
  const own = (document.schema ?? {}) as RouteSchema;
  const response = own.response ?? {};
  const declaresClientError = Object.keys(response).some((status) => status.startsWith('4'));
  const withErrors: RouteSchema = {
    ...own,
    response: { ...response, ...(declaresClientError ? {} : { '4XX': errorAnswer }) },
  };
  const { schema } = jsonSchemaTransform({ ...document, schema: withErrors });
  const transformed = schema as RouteSchema & { response: Record<string, unknown> };
  for (const [status, answer] of Object.entries(transformed.response)) {
    const described = (answer as { description?: string }).description;
    if (status.startsWith('2') && !described) {
      transformed.response[status] = {
        ...(answer as object),
        'x-response-description': status === '201' ? 'Created' : 'Success',
      };
    }
  }
  if (!own.response && !route.config?.openapi?.answers) {
    // `type: 'null'`: @fastify/swagger then describes the answer without a body schema.
    transformed.response = {
      200: {
        description: 'Success: the answer (JSON, a file, an image or a page) has no schema here',
        type: 'null',
      },
      ...transformed.response,
    };
  }
  const access = route.config?.access;
  return {
    url,
    schema: {
      ...transformed,
      summary: own.summary ?? `${method} ${url.replace(/:(\w+)/g, '{$1}')}`,
      tags: own.tags ?? [tagFor(url)],
      ...(access
        ? {
            description: [own.description, `Who may call: ${whoMayCall[access]}`]
              .filter(Boolean)
              .join('\n\n'),
            security: sessionsFor[access],
          }
        : {}),
    },
  };
}

/** Where the API is served, and the compilers the app's routes were built with. */
type OpenApiOptions = {
  appUrl: string;
  schemaController: FastifyServerOptions['schemaController'];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route, built on its first request and kept. */
    openApiDocument(): Promise<unknown>;
  }
}

/**
 * OpenAPI 3.1 from the routes' zod schemas. Starting the app only notes each route as it is
 * added; the first request of the document loads @fastify/swagger (a twentieth of a second,
 * which every start would pay: npm run bench:startup), hands it the same routes on an instance
 * of its own, and keeps what it builds.
 */
export function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET; the reference lists the GET.
    if (route.method !== 'HEAD') routes.push(route);
  });
  let document: Promise<unknown> | undefined;
  app.decorate('openApiDocument', () => (document ??= buildDocument(routes, options)));
}

async function buildDocument(routes: RouteOptions[], options: OpenApiOptions) {
  const { default: swagger } = await import('@fastify/swagger');
  const reference = Fastify({ schemaController: options.schemaController });
  await reference.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RoofBid API',
        version: '1',
        description:
          'The JSON API behind roofbid. Every error answer is `{ error: { code, message, fields? } }`. ' +
          'Sessions are cookies set by the sign-in routes; state-changing requests from another site are refused.',
      },
      servers: [{ url: options.appUrl }],
      components: {
        securitySchemes: {
          customerSession: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionPolicy.customer.cookie,
            description: 'Set by POST /api/customer/login (and signup, set-up account).',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionPolicy.staff.cookie,
            description: 'Set by POST /api/staff/login (admin, sales and contractor users).',
          },
        },
      },
    },
    transform,
  });
  for (const { method, url, schema, config } of routes) {
    reference.route({ method, url, schema, config, handler: async () => null });
  }
  await reference.ready();
  const built = reference.swagger();
  addOperationDocs(built as Parameters<typeof addOperationDocs>[0], routes);
  await reference.close();
  return built;
}
