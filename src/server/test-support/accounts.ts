import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
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
) {
  const [row] = await database.db
    .insert(staffUsers)
    .values({ email, name: `${role} user`, role, passwordHash: await hashPassword(PASSWORD) })
    .returning();
  return row!;
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

/** An app request helper that sends a staff or customer session cookie and JSON. */
export function asUser(app: App, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

/** An admin signed in on `app`. */
export async function signedInAdmin(app: App, database: Database, email = 'ada@roofbid.ca') {
  await createStaff(database, email, 'admin');
  return asUser(app, await signIn(app, 'staff', email));
}
