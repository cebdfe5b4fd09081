import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contractors } from '../db/schema/contractors.ts';
import { customers } from '../db/schema/customers.ts';
import { staffUsers } from '../db/schema/staff.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const PASSWORD = 'correct horse battery';

/** A customer who has set a password. */
export async function createCustomer(database: Database, email: string, firstName = 'Casey') {
  const [row] = await database.db
    .insert(customers)
    .values({
      email,
      firstName,
      lastName: 'Customer',
      passwordHash: await hashPassword(PASSWORD),
      accountSetup: true,
    })
    .returning();
  return row!;
}

export async function createStaff(
  database: Database,
  email: string,
  role: 'admin' | 'sales' | 'contractor',
  contractorId?: string,
) {
  const [row] = await database.db
    .insert(staffUsers)
    .values({
      email,
      name: `${role} user`,
      role,
      contractorId,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  return row!;
}

/** A vetted contractor record serving `serviceArea` (postal prefixes or province codes). */
export async function createContractor(
  database: Database,
  companyName: string,
  serviceArea: string[] = ['AB'],
  overrides: Partial<typeof contractors.$inferInsert> = {},
) {
  const slug = companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await database.db
    .insert(contractors)
    .values({
      companyName,
      licenceNumber: `LIC-${slug}`,
      insuredAmountCents: 200_000_000,
      bonded: true,
      yearsInBusiness: 12,
      serviceArea,
      contactName: `${companyName} Owner`,
      email: `${slug}@contractors.example.com`,
      phone: '403-555-0100',
      licenceExpiresOn: '2030-01-01',
      insuranceExpiresOn: '2030-01-01',
      // Approved documents, as vetting requires (docs/decisions/contractor-vetting.md).
      licenceVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      insuranceVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A contractor record with a signed-in contractor user; `cookie` is its session. */
export async function signedInContractor(
  app: App,
  database: Database,
  companyName: string,
  serviceArea?: string[],
) {
  const contractor = await createContractor(database, companyName, serviceArea);
  const email = `user@${contractor.email.split('@')[0]}.example.com`;
  const { cookie, call } = await signedInStaff(app, database, email, 'contractor', contractor.id);
  return { contractor, cookie, call };
}

/** A customer who has set a password, signed in; `cookie` is its session. */
export async function signedInCustomer(app: App, database: Database, email: string) {
  const customer = await createCustomer(database, email);
  const cookie = await signIn(app, 'customer', email);
  return { customer, cookie, call: asUser(app, cookie) };
}

/** A staff user signed in; `cookie` is its session. */
export async function signedInStaff(
  app: App,
  database: Database,
  email: string,
  role: Parameters<typeof createStaff>[2],
  contractorId?: string,
) {
  const user = await createStaff(database, email, role, contractorId);
  const cookie = await signIn(app, 'staff', email);
  return { user, cookie, call: asUser(app, cookie) };
}

/** The Cookie header of a fresh session, from the real sign-in endpoint. */
export async function signIn(
  app: App,
  kind: 'customer' | 'staff',
  email: string,
  password = PASSWORD,
) {
  const res = await app.inject({
    method: 'POST',
    url: kind === 'customer' ? '/api/login' : '/api/staff/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Session cookies of an admin, a sales person and a contractor user of no contractor record,
 * at example.com: the callers a route's access rules tell apart.
 */
export async function staffCookies(app: App, database: Database) {
  return {
    admin: (await signedInStaff(app, database, 'admin@example.com', 'admin')).cookie,
    sales: (await signedInStaff(app, database, 'sales@example.com', 'sales')).cookie,
    contractor: (await signedInStaff(app, database, 'roofer@example.com', 'contractor')).cookie,
  };
}

/** An app request helper that sends a staff or customer session cookie and JSON. */
export function asUser(app: App, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

/** An admin signed in on `app`. */
export async function signedInAdmin(app: App, database: Database, email = 'ada@roofbid.ca') {
  return (await signedInStaff(app, database, email, 'admin')).call;
}
