import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { seedDemoData } from '../../db/seed/demo.ts';
import {
  signedInContractor,
  signedInCustomer,
  signedInStaff,
} from '../../test-support/accounts.ts';
import { exampleOf } from '../../test-support/openapi-examples.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: object }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

let database: Database;
let app: App;
let doc: OpenApiDocument;
const cookies: Record<'customer' | 'admin' | 'contractor', string> = {
  customer: '',
  admin: '',
  contractor: '',
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, fixedClock());
  ({ app } = await buildTestApp(database));
  cookies.customer = (
    await signedInCustomer(app, database, 'examples-customer@example.com')
  ).cookie;
  cookies.admin = (
    await signedInStaff(app, database, 'examples-admin@example.com', 'admin')
  ).cookie;
  cookies.contractor = (await signedInContractor(app, database, 'Examples Roofing')).cookie;
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    // The schema as published (tests/fixtures/README.md). ajv resolves its `$dynamicRef: #meta`
    // (any JSON Schema dialect) to the enclosing object and then refuses every schema keyword;
    // pointing it at the same definition directly checks the same thing.
    const text = readFileSync('tests/fixtures/openapi-3.1.schema.json', 'utf8').replaceAll(
      /"\$dynamicRef": "#meta"/g,
      '"$ref": "#/$defs/schema"',
    );
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addFormat('media-range', true);
    const validate = ajv.compile(JSON.parse(text));
    const valid = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The check can fail: an answer without its required description is refused.
    expect(validate({ ...doc, paths: { '/x': { get: { responses: { 200: {} } } } } })).toBe(false);
  });
});

/** The table whose first row a path's `{id}` names. */
const rowOf: [RegExp, string, string?][] = [
  [/^\/api\/admin\/orders\//, 'orders'],
  [/^\/api\/admin\/seller-bids\//, 'seller_bids', 'contractor_id is null'],
  [/^\/api\/contractor\/auctions\//, 'orders', "auction_state = 'bidding'"],
  [/^\/api\/contractor\/bids\//, 'seller_bids', 'contractor_id is not null'],
  [/^\/api\/customer\/auctions\//, 'orders'],
  [/^\/api\/admin\/contact-submissions\//, 'contact_submissions'],
  [/^\/api\/contact\//, 'contact_submissions'],
  [/^\/api\/admin\/faq\//, 'faq_entries'],
  [/^\/api\/admin\/dropdown-options\//, 'dropdown_options'],
  [/^\/api\/admin\/coupons\//, 'coupons'],
  [/^\/api\/admin\/reviews\//, 'contractor_reviews'],
  [/^\/api\/admin\/incomplete-payments\//, 'incomplete_payment_leads'],
  // The one the POST example just made: another's licence number or e-mail would conflict.
  [/^\/api\/admin\/contractors\//, 'contractors', "email = 'casey@example.com'"],
  [/^\/api\/lead-pipeline\//, 'lead_pipeline'],
  [/^\/api\/pipeline-activities\//, 'pipeline_activities'],
  [/^\/api\/sales-people\//, 'sales_people', 'true order by name'],
  [/^\/api\/job-statuses\//, 'job_statuses'],
  [/^\/test-checkout\//, 'test_checkout_sessions'],
  [/^\/api\/(contractor|customer|admin)\/questions\//, 'auction_questions'],
  [/^\/api\/customer\/bids\//, 'seller_bids'],
  [/^\/api\/admin\/contractor-applications\//, 'contractor_applications'],
  [/^\/api\/admin\/contractor-documents\//, 'contractor_documents'],
];

async function realId(path: string) {
  const [, table, where] = rowOf.find(([pattern]) => pattern.test(path)) ?? [];
  if (!table) throw new Error(`${path}: no table for its {id}`);
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select id::text as id from ${sql.identifier(table)} ${sql.raw(`where ${where ?? 'true'}`)} ${sql.raw(where?.includes('order by') ? '' : 'order by id')} limit 1`,
  );
  return row?.id ?? '00000000-0000-4000-8000-000000000000';
}

function callerOf(path: string, operation: Operation) {
  const schemes = (operation.security ?? []).flatMap(Object.keys);
  if (schemes.includes('customerSession')) return cookies.customer;
  if (schemes.includes('staffSession')) {
    return path.startsWith('/api/contractor/') ? cookies.contractor : cookies.admin;
  }
  return undefined;
}

/**
 * What an example built from the document may not get past, and why (the row a path names is
 * the first of its table, which may or may not be in the state the rule needs): each is a rule of the data
 * (a token only an e-mail carries, a password only its owner knows, a row in the wrong state),
 * stated in the operation's description, never a rule of the body's shape.
 */
const refusedForTheData: Record<string, { status: number; why: string }> = {
  'POST /api/contact': { status: 400, why: "the region must be one of the country's" },
  'POST /api/create-checkout-session': { status: 404, why: 'a quote request of that id' },
  'POST /api/pay-later': { status: 404, why: 'a quote request of that id' },
  'POST /api/login': { status: 401, why: 'only the account holder knows the password' },
  'POST /api/customer/login': { status: 401, why: 'only the account holder knows the password' },
  'POST /api/staff/login': { status: 401, why: 'only the staff user knows the password' },
  'POST /api/setup-password': { status: 400, why: 'the token is only in the e-mail' },
  'POST /api/customer/setup-account': { status: 400, why: 'the token is only in the e-mail' },
  'POST /api/customer/signup': { status: 400, why: 'the link token is only in the e-mail' },
  'POST /api/staff/accept-invite': { status: 400, why: 'the token is only in the e-mail' },
  'POST /api/customer/change-password': { status: 400, why: "the current password is the owner's" },
  'POST /api/staff/two-factor/setup': { status: 400, why: "the password again is the admin's" },
  'POST /api/staff/two-factor/confirm': { status: 409, why: 'a set-up the admin started' },
  'POST /api/staff/two-factor/disable': { status: 409, why: 'an admin with two-step sign-in on' },
  'POST /api/staff/login/code': { status: 401, why: 'the right password first, within 5 minutes' },
  'POST /api/customer/auctions/{id}/award': { status: 404, why: "an auction of the caller's own" },
  'POST /api/admin/seller-bids': { status: 404, why: 'an order of that id' },
  'PUT /api/admin/seller-bids/{id}': { status: 404, why: 'the demo data has no staff-entered bid' },
  'POST /api/contractor/auctions/{id}/bids': { status: 400, why: 'a start date after today' },
  'PUT /api/contractor/bids/{id}': { status: 404, why: "a bid of the caller's own company" },
  'POST /api/customer/auctions/{id}/completion': {
    status: 404,
    why: "an awarded auction of the caller's own",
  },
  'POST /api/customer/auctions/{id}/photos': { status: 404, why: "an auction of the caller's own" },
  'PUT /api/contact/{id}/photos': { status: 409, why: 'a quote request sent today, not yet paid' },
  'PUT /api/admin/coupons/{id}': { status: 409, why: 'coupon codes are unique' },
  'POST /api/admin/contact-submissions/{id}/payment-offer': {
    status: 409,
    why: 'a lead that has not paid yet',
  },
  'PUT /api/sales-people/{id}': { status: 409, why: "the example's e-mail is another's account" },
  'PUT /api/admin/faq/{id}': { status: 409, why: 'questions are unique' },
  'POST /api/admin/faq/reorder': { status: 400, why: 'every entry of a category, each once' },
  'PUT /api/admin/dropdown-options/{id}': { status: 409, why: 'values are unique per category' },
  'PATCH /api/admin/incomplete-payments/{id}': { status: 404, why: 'the demo data has none' },
  'POST /api/lead-pipeline': { status: 400, why: 'a quote request of that id' },
  'POST /api/sales-people': { status: 409, why: 'one account per e-mail address' },
  'PUT /api/job-statuses/{id}': { status: 409, why: 'status names are unique' },
  'POST /api/webhooks/stripe': { status: 404, why: 'Stripe is not configured in tests' },
  'POST /test-checkout/{id}': { status: 410, why: 'the demo checkout sessions are closed' },
  'POST /api/contractor/auctions/{id}/questions': {
    status: 404,
    why: "an open auction in the contractor's area",
  },
  'POST /api/contractor/questions/{id}/answer': { status: 404, why: 'the demo data has none' },
  'POST /api/customer/questions/{id}/answer': { status: 404, why: 'the demo data has none' },
  'POST /api/admin/questions/{id}/hide': { status: 404, why: 'the demo data has none' },
  'POST /api/customer/bids/{id}/questions': { status: 404, why: "a bid on the caller's auction" },
  // The licence and insurance documents are files a JSON example cannot carry.
  'POST /api/contractor-applications': { status: 400, why: 'the required documents are files' },
  'POST /api/contractor/documents': { status: 400, why: 'the renewed document is a file' },
  'POST /api/admin/contractor-applications/{id}/reject': {
    status: 404,
    why: 'the demo data has none',
  },
  'POST /api/admin/contractor-applications/{id}/request-document': {
    status: 404,
    why: 'the demo data has none',
  },
  'POST /api/admin/contractor-documents/{id}/reject': {
    status: 404,
    why: 'the demo data has none',
  },
};

describe('an example built from the document is accepted', () => {
  it('for every operation with a request body', async () => {
    const answers: string[] = [];
    const unexpected: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody) continue;
        // JSON where the operation takes it (the review form also takes JSON), else its form.
        const content = operation.requestBody.content;
        const mediaType = content['application/json']
          ? 'application/json'
          : Object.keys(content)[0]!;
        const { schema } = content[mediaType]!;
        const example = exampleOf(schema as never, `${method} ${path}`);
        let url = path;
        if (path.includes('{id}')) url = path.replace('{id}', await realId(path));
        const cookie = callerOf(path, operation);
        const res = await app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: {
            'content-type': mediaType,
            ...(cookie ? { cookie } : {}),
          },
          payload:
            mediaType === 'application/x-www-form-urlencoded'
              ? new URLSearchParams(example as Record<string, string>).toString()
              : JSON.stringify(example),
        });
        const key = `${method.toUpperCase()} ${path}`;
        answers.push(key);
        const expected = refusedForTheData[key]?.status;
        // Where the data decides, the row picked may also let it through.
        const ok = res.statusCode < 400 || res.statusCode === expected;
        if (!ok) unexpected.push(`${key} ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(answers.length).toBeGreaterThan(50);
  });
});
