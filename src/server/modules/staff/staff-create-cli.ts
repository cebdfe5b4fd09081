// `npm run staff:create -- --email ops@roofbid.ca --role admin [--name "Ops Lead"]`
// Creates a staff account. The password is asked for on a terminal (hidden), read from a
// pipe (`printf '%s' "$PW" | npm run staff:create -- ...`), or generated and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '#shared/constants/options.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { loadEnv } from '../../env.ts';
import { staffPasswordProblem } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { findStaffByEmail, insertStaffUser } from './staff.queries.ts';
import { readHiddenLine, readPipedPassword } from './read-hidden-line.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
const role = values.role as StaffRole | undefined;
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
  fail('--email with a valid address is required');
if (!role || !staffRoles.includes(role)) fail(`--role must be one of: ${staffRoles.join(', ')}`);

let password = process.stdin.isTTY
  ? await readHiddenLine(`Password for ${email} (empty to generate one): `)
  : await readPipedPassword();
let generated = false;
if (!password) {
  password = randomBytes(18).toString('base64url');
  generated = true;
}
// The staff rules of the invitation form: 12 characters, not a common or leaked password.
const problem = staffPasswordProblem(password);
if (problem) fail(problem);

const database = await openConfiguredDatabase(loadEnv());
try {
  await migrateDatabase(database);
  if (await findStaffByEmail(database.db, email))
    fail(`A staff account for ${email} already exists.`);
  await insertStaffUser(database.db, {
    email,
    role,
    name: values.name?.trim() || email.split('@')[0]!,
    passwordHash: await hashPassword(password),
  });
  console.log(`Created ${role} ${email}.`);
  if (generated) console.log(`Generated password (shown once): ${password}`);
} finally {
  await database.close();
}
