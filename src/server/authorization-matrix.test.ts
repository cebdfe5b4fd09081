import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import type { RouteAccess } from './plugins/route-access.ts';
import { createContractor, signedInCustomer, signedInStaff } from './test-support/accounts.ts';
import type { Database } from './db/client.ts';
import { auctionWithBids } from './test-support/owner-auctions.ts';
import { buildTestApp } from './test-support/test-app.ts';
import { createTestDatabase } from './test-support/test-database.ts';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'sales' | 'contractor' | 'admin';
const callers: Caller[] = ['anonymous', 'customerA', 'customerB', 'sales', 'contractor', 'admin'];

// Public routes and the Stripe webhook let every caller through.
const everyone = Object.fromEntries(callers.map((caller) => [caller, 'allowed'])) as Record<
  Caller,
  'allowed'
>;

/** Who gets through each access rule; everyone else gets the status named. */
const rules: Record<RouteAccess, Record<Caller, 'allowed' | 401 | 403>> = {
  public: everyone,
  webhook: everyone,
  customer: {
    anonymous: 401,
    customerA: 'allowed',
    customerB: 'allowed',
    sales: 401,
    contractor: 401,
    admin: 401,
  },
  'signed-in': {
    anonymous: 401,
    customerA: 'allowed',
    customerB: 'allowed',
    sales: 'allowed',
    contractor: 'allowed',
    admin: 'allowed',
  },
  staff: {
    anonymous: 401,
    customerA: 401,
    customerB: 401,
    sales: 'allowed',
    contractor: 403,
    admin: 'allowed',
  },
  contractor: {
    anonymous: 401,
    customerA: 401,
    customerB: 401,
    sales: 403,
    contractor: 'allowed',
    admin: 403,
  },
  admin: {
    anonymous: 401,
    customerA: 401,
    customerB: 401,
    sales: 403,
    contractor: 403,
    admin: 'allowed',
  },
};

let app: App;
const cookies: Partial<Record<Caller, string>> = {};
let customerAId = '';
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database));
  const customerA = await signedInCustomer(app, database, 'a@example.com');
  customerAId = customerA.customer.id;
  cookies.customerA = customerA.cookie;
  cookies.customerB = (await signedInCustomer(app, database, 'b@example.com')).cookie;
  cookies.sales = (await signedInStaff(app, database, 'sales@example.com', 'sales')).cookie;
  cookies.admin = (await signedInStaff(app, database, 'admin@example.com', 'admin')).cookie;
  const roofer = await createContractor(database, 'Matrix Roofing');
  const contractorUser = await signedInStaff(
    app,
    database,
    'roofer@example.com',
    'contractor',
    roofer.id,
  );
  cookies.contractor = contractorUser.cookie;
});
afterAll(() => app.close());

/** A concrete URL for a route pattern: every :param becomes customer A's id (a valid uuid). */
const concrete = (url: string) => url.replace(/:(\w+)/g, () => customerAId);

// Routes about one customer's own data, called here with customer A's id: B is refused.
const ownedByCustomerA = new Set(['GET /api/customer-orders/:id']);

// Sign-out routes would end the callers' sessions half-way through the matrix.
const lastOfAll = new Set(['POST /api/customer/logout', 'POST /api/staff/logout']);

async function call(method: string, url: string, caller: Caller) {
  const res = await app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: {
      ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
  return res.statusCode;
}

describe('authorization matrix', () => {
  it('knows the rule of every /api route of the app', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(20);
    for (const route of app.apiRoutes) expect(Object.keys(rules)).toContain(route.access);
  });

  it('declares the intended rule for routes whose rule is a decision', () => {
    const ruleOf = (method: string, url: string) =>
      app.apiRoutes.find((r) => r.method === method && r.url === url)?.access;
    const intended: [string, string, RouteAccess][] = [
      // The Contractors tab: admins only, reads included (licence and insurance records).
      ['GET', '/api/admin/contractors', 'admin'],
      ['POST', '/api/admin/contractors', 'admin'],
      ['PUT', '/api/admin/contractors/:id', 'admin'],
      ['POST', '/api/admin/contractors/:id/invite', 'admin'],
      // Opened from an e-mailed link by somebody without a password yet (rate limited).
      ['POST', '/api/staff/accept-invite', 'public'],
      // Two-step sign-in: the code step follows a right password (limited by the sign-in
      // throttle); setting it up and turning it off are an admin's own.
      ['POST', '/api/staff/login/code', 'public'],
      ['GET', '/api/staff/two-factor', 'admin'],
      ['POST', '/api/staff/two-factor/setup', 'admin'],
      ['POST', '/api/staff/two-factor/confirm', 'admin'],
      ['POST', '/api/staff/two-factor/disable', 'admin'],
      // The sales pipeline (issue #11): sales and admin staff; adding and editing the team is
      // the admin's. The quote form posts to /api/contact; only staff read it.
      ['GET', '/api/lead-pipeline', 'staff'],
      ['POST', '/api/lead-pipeline', 'staff'],
      ['GET', '/api/lead-pipeline/:id', 'staff'],
      ['PATCH', '/api/lead-pipeline/:id', 'staff'],
      ['GET', '/api/lead-pipeline/:id/activities', 'staff'],
      ['POST', '/api/lead-pipeline/:id/activities', 'staff'],
      ['PATCH', '/api/pipeline-activities/:id', 'staff'],
      ['GET', '/api/pipeline/follow-ups', 'staff'],
      ['GET', '/api/pipeline/progress', 'staff'],
      ['GET', '/api/sales-people', 'staff'],
      // The QR page's rep: null for anybody else, so visitors see no 401.
      ['GET', '/api/sales-people/me', 'public'],
      ['POST', '/api/sales-people', 'admin'],
      ['PUT', '/api/sales-people/:id', 'admin'],
      ['GET', '/api/job-statuses', 'staff'],
      ['POST', '/api/job-statuses', 'staff'],
      ['PUT', '/api/job-statuses/:id', 'staff'],
      ['GET', '/api/contact', 'staff'],
      ['POST', '/api/contact', 'public'],
      // The instant estimate (issue #12): /get-quote reads the cost table; admins edit it.
      ['GET', '/api/estimate-table', 'public'],
      ['GET', '/api/admin/settings/estimate', 'admin'],
      ['PUT', '/api/admin/settings/estimate', 'admin'],
      // First-party analytics (issue #12): the form reports its first touch; admins read.
      ['POST', '/api/analytics/event', 'public'],
      ['GET', '/api/admin/analytics', 'admin'],
      // Contractor profiles (issue #23): the owner's, after the reveal; the review form's list
      // of vetted names is public (rate limited, names only).
      ['GET', '/api/customer/auctions/:id/bids/:bidId/profile', 'customer'],
      ['GET', '/api/contractors/directory', 'public'],
    ];
    for (const [method, url, access] of intended) expect(ruleOf(method, url)).toBe(access);
  });

  it("declares the contractor portal's routes for contractor users only", () => {
    const declared = new Map(app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const route of [
      'GET /api/contractor/me',
      'GET /api/contractor/auctions',
      'GET /api/contractor/auctions/:id',
      'POST /api/contractor/auctions/:id/bids',
      'PUT /api/contractor/bids/:id',
      'DELETE /api/contractor/bids/:id',
      'GET /api/contractor/bids',
    ]) {
      expect(declared.get(route), route).toBe('contractor');
    }
  });

  it("never shows one customer another customer's orders", async () => {
    const own = await app.inject({
      method: 'GET',
      url: `/api/customer-orders/${customerAId}`,
      headers: { cookie: cookies.customerA! },
    });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({
      method: 'GET',
      url: `/api/customer-orders/${customerAId}`,
      headers: { cookie: cookies.customerB! },
    });
    expect(other.statusCode).toBe(403);
  });

  it("never lets one customer see or act on another customer's auction (404)", async () => {
    const { order, bids } = await auctionWithBids(database, {
      customerId: customerAId,
      customerEmail: 'a@example.com',
      state: 'revealed',
      bids: 1,
      now: new Date(),
    });
    const ownerRoutes = app.apiRoutes.filter((r) => r.url.startsWith('/api/customer/auctions/:id'));
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of ownerRoutes) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url
          .replace(':id', order.id)
          .replace(':sessionId', 'cs_test_x')
          .replace(':photoId', order.id)
          .replace(':bidId', bids[0]!.bid.id),
        headers: {
          cookie: cookies.customerB!,
          ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' ? {} : { payload: { bidId: bids[0]!.bid.id } }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  // One test a caller, so each stays well inside the timeout as routes are added. A caller's
  // own sign-out comes last in its test and ends only its own session.
  it.each(callers)('enforces every route for %s', async (caller) => {
    const failures: string[] = [];
    const routes = [...app.apiRoutes].sort(
      (a, b) =>
        Number(lastOfAll.has(`${a.method} ${a.url}`)) -
        Number(lastOfAll.has(`${b.method} ${b.url}`)),
    );
    for (const route of routes) {
      const status = await call(route.method, route.url, caller);
      const owned = ownedByCustomerA.has(`${route.method} ${route.url}`);
      const expected = owned && caller === 'customerB' ? 403 : rules[route.access][caller];
      const ok =
        expected === 'allowed'
          ? status !== 401 && status !== 403 && status < 500
          : status === expected;
      if (!ok) failures.push(`${route.method} ${route.url}: ${status}, expected ${expected}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the admin auction routes (issue #10)', () => {
  it('read and close bidding for staff; approve completion and timing changes for admins', () => {
    const access = (method: string, url: string) =>
      app.apiRoutes.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/admin/auctions')).toBe('staff');
    expect(access('GET', '/api/admin/auctions/:id')).toBe('staff');
    expect(access('POST', '/api/admin/auctions/:id/close-bidding')).toBe('staff');
    expect(access('POST', '/api/admin/auctions/:id/approve-completion')).toBe('admin');
    expect(access('GET', '/api/admin/settings/auction')).toBe('staff');
    expect(access('PUT', '/api/admin/settings/auction')).toBe('admin');
  });
});
