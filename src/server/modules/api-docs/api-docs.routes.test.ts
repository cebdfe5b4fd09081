import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../../db/seed/demo.ts';
import type { RouteAccess } from '../../plugins/route-access.ts';
import {
  createStaff,
  signedInContractor,
  signedInCustomer,
  signedInStaff,
  signIn,
} from '../../test-support/accounts.ts';
import { buildTestApp, productionEnv } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { schema: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
};
type OpenApiDocument = {
  openapi: string;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};

// What is served but is not the API: the reference itself, the client's files and pages.
const notInTheDocument = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/reference.js',
  'GET /',
  'GET /*', // the built client's static files
]);

/** /api/orders/:id -> /api/orders/{id}, as OpenAPI writes a path. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// A stand-in for dist/client, so the client's routes are registered too.
function clientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>RoofBid</title>');
  return dir;
}

let database: Database;
let app: App;
let doc: OpenApiDocument;
const registered: { method: string; url: string }[] = [];
const cookies: Partial<Record<RouteAccess, string>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  // Orders, leads, bids, reviews and a pipeline: the lists answer with real rows.
  await seedDemoData(database.db, fixedClock());
  ({ app } = await buildTestApp(database, {
    clientDir: clientDir(),
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method, url: route.url });
      }
    },
  }));
  cookies.customer = (await signedInCustomer(app, database, 'docs-customer@example.com')).cookie;
  cookies.admin = (await signedInStaff(app, database, 'docs-admin@example.com', 'admin')).cookie;
  cookies.contractor = (await signedInContractor(app, database, 'Docs Roofing')).cookie;
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the session cookies as security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toEqual({
      customerSession: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'rb_session',
      }),
      staffSession: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'rb_staff_session',
      }),
    });
  });

  it('has every registered route, and no route the app does not have', () => {
    expect(registered.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const shownAnyway: string[] = [];
    for (const { method, url } of registered) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (notInTheDocument.has(`${method} ${url}`)) {
        if (operation) shownAnyway.push(`${method} ${url}`);
      } else if (!operation) {
        missing.push(`${method} ${url}`);
      }
    }
    expect(missing).toEqual([]);
    expect(shownAnyway).toEqual([]);
    // The exceptions are real routes (a stale list would hide nothing).
    const keys = new Set(registered.map((r) => `${r.method} ${r.url}`));
    for (const key of notInTheDocument) expect(keys, key).toContain(key);

    const registeredPaths = new Set(
      registered.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        expect(registeredPaths, `${method} ${url}`).toContain(`${method} ${url}`);
      }
    }
  });

  it('gives each operation a summary, a group from its address and its access rule', () => {
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${url}`).toBeTruthy();
        expect(operation.tags?.[0], `${method} ${url}`).toMatch(/^[a-z][a-z -]*$/);
      }
    }
    const op = (method: string, url: string) => doc.paths[url]![method]!;
    expect(op('get', '/api/faq').tags).toEqual(['faq']);
    expect(op('get', '/api/admin/orders/{id}').tags).toEqual(['admin orders']);
    expect(op('get', '/api/qr-code.png').tags).toEqual(['qr-code']);
    expect(op('get', '/api/faq').responses['200']!.description).toBe('Success');
    expect(op('get', '/api/faq').responses['4XX']!.description).toMatch(/^Refused/);
    expect(op('get', '/api/faq').security).toEqual([]);
    expect(op('get', '/api/admin/orders').security).toEqual([{ staffSession: [] }]);
    expect(op('get', '/api/customer/orders').security).toEqual([{ customerSession: [] }]);
    expect(op('get', '/api/files/{id}').security).toEqual([
      { customerSession: [] },
      { staffSession: [] },
    ]);
  });

  it('describes request and answer bodies in JSON Schema 2020-12 that compiles', () => {
    const ajv = validator();
    let compiled = 0;
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = [
          ...(operation.parameters ?? []).map((p) => p.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((m) => m.schema),
          ...Object.values(operation.responses).flatMap((r) =>
            Object.values(r.content ?? {}).map((m) => m.schema),
          ),
        ];
        for (const schema of schemas) {
          if (!schema) continue;
          expect(() => ajv.compile(schema), `${method} ${url}`).not.toThrow();
          compiled++;
        }
      }
    }
    expect(compiled).toBeGreaterThan(200);
  });
});

function validator() {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // z.record(z.enum(...), ...) lists the enum's keys as required without `properties`: valid
    // JSON Schema, which this lint of ajv's would refuse.
    strictRequired: false,
    allowUnionTypes: true, // type: ['string', 'number']: a number or its text
    // zod writes startsWith() as a pattern plus this format of its own (an annotation).
    formats: { starts_with: true },
  });
  addFormats.default(ajv);
  return ajv;
}

/** The documented JSON body of an answer: its own status, else its class (4XX). */
function documentedSchema(method: string, url: string, status: number) {
  const responses = doc.paths[openApiPath(url)]?.[method.toLowerCase()]?.responses;
  const answer = responses?.[String(status)] ?? responses?.[`${String(status)[0]}XX`];
  return answer?.content?.['application/json']?.schema;
}

const ajv = validator();

/** Fails with the validator's complaints when the real answer does not fit its description. */
function expectDocumented(method: string, url: string, res: LightMyRequestResponse) {
  const schema = documentedSchema(method, url, res.statusCode);
  expect(schema, `${method} ${url} ${res.statusCode} has a schema`).toBeDefined();
  const validate = ajv.compile(schema!);
  const valid = validate(res.json());
  expect(validate.errors ?? [], `${method} ${url} ${res.statusCode}`).toEqual([]);
  expect(valid).toBe(true);
}

describe('real answers match their documented schemas', () => {
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each([
    ['/api/dropdown-options', undefined],
    ['/api/faq', undefined],
    ['/api/pricing', undefined],
    ['/api/estimate-table', undefined],
    ['/api/admin/orders', 'admin'],
    ['/api/admin/contact-submissions', 'admin'],
    ['/api/admin/auctions', 'admin'],
    ['/api/lead-pipeline', 'admin'],
    ['/api/admin/reviews', 'admin'],
  ] as const)('GET %s', async (url, caller) => {
    const res = await get(url, caller ? cookies[caller] : undefined);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json()).length).toBeGreaterThan(50); // not an empty list
    expectDocumented('GET', url, res);
  });

  it('every GET route without a path parameter, called by someone it lets in', async () => {
    const callerFor: Partial<Record<RouteAccess, string | undefined>> = {
      public: undefined,
      customer: cookies.customer,
      'signed-in': cookies.customer,
      staff: cookies.admin,
      admin: cookies.admin,
      contractor: cookies.contractor,
    };
    const checked: string[] = [];
    for (const route of app.apiRoutes) {
      if (route.method !== 'GET' || route.url.includes(':') || !(route.access in callerFor)) {
        continue;
      }
      const res = await get(route.url, callerFor[route.access]);
      if (!res.headers['content-type']?.toString().startsWith('application/json')) continue;
      if (!documentedSchema('GET', route.url, res.statusCode)) continue; // no schema to check
      expectDocumented('GET', route.url, res);
      checked.push(route.url);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('a refused form: 400 with the fields, as documented', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Casey\u0000', email: 'not an address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expectDocumented('POST', '/api/contact', res);
  });

  it('an anonymous caller of a staff list: 401, as documented', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(401);
    expectDocumented('GET', '/api/admin/orders', res);
  });

  it('a body that breaks the documented schema is caught (the check can fail)', () => {
    const schema = documentedSchema('GET', '/api/faq', 200)!;
    const validate = ajv.compile(schema);
    expect(validate({ data: [{ id: 'x', question: 'Q?' }] })).toBe(false);
    expect(validate({ data: [] })).toBe(true);
  });
});

describe('the reference page', () => {
  it('is served with its own script, inside the site CSP, in development and tests', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/api/docs/reference.js"></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("fetch('/api/openapi.json'");
  });
});

describe('in production the reference is for staff only', () => {
  let production: App;
  const staffCookies: Partial<Record<'anonymous' | 'customer' | 'sales' | 'contractor', string>> =
    {};

  beforeAll(async () => {
    ({ app: production } = await buildTestApp(database, { env: productionEnv }));
    await createStaff(database, 'docs-sales@example.com', 'sales');
    staffCookies.customer = await signIn(production, 'customer', 'docs-customer@example.com');
    staffCookies.sales = await signIn(production, 'staff', 'docs-sales@example.com');
    staffCookies.contractor = (
      await signedInContractor(production, database, 'Docs Roofing Two')
    ).cookie;
  });
  afterAll(() => production.close());

  const urls = ['/api/docs', '/api/openapi.json', '/api/docs/reference.js'];

  it.each(urls)(
    '%s: 401 for anonymous visitors and customers, 403 for contractors',
    async (url) => {
      const anonymous = await production.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
      const customer = await production.inject({
        method: 'GET',
        url,
        headers: { cookie: staffCookies.customer! },
      });
      expect(customer.statusCode).toBe(401);
      const contractor = await production.inject({
        method: 'GET',
        url,
        headers: { cookie: staffCookies.contractor! },
      });
      expect(contractor.statusCode).toBe(403);
    },
  );

  it('sales and admin users read it', async () => {
    const res = await production.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { cookie: staffCookies.sales! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/faq']).toBeDefined();
    const page = await production.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { cookie: staffCookies.sales! },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RoofBid API reference');
  });
});
