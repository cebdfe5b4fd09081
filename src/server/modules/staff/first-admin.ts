import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import type { Env } from '../../env.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no admin but a demo one exists
 * (DECISIONS.md §2). Later admins come from `npm run staff:create` or the dashboard.
 */
export async function ensureFirstAdmin(db: Db, env: Env) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return undefined;
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    // A demo admin (disabled outside demo mode) is nobody's real admin.
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.isDemo, false)))
    .limit(1);
  if (existing) return undefined;
  // Checked only when the admin is about to be made (env.ts asks 12 characters): a start with an
  // admin already in place keeps working whatever the variable still says.
  if (isCommonPassword(env.ADMIN_PASSWORD)) {
    throw new Error(
      'ADMIN_PASSWORD is too common: it appears in lists of leaked passwords. Choose another.',
    );
  }
  const email = env.ADMIN_EMAIL.toLowerCase();
  const [created] = await db
    .insert(staffUsers)
    .values({
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    })
    .onConflictDoNothing()
    .returning({ email: staffUsers.email });
  return created?.email;
}
