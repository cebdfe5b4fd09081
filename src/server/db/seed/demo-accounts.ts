import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../schema/customers.ts';
import { passwordTokens, sessions, staffUsers } from '../schema/staff.ts';

/**
 * Every account demo mode creates is marked `is_demo` (staff now, contractor sign-ins later,
 * customers), and its password is printed or documented, so none may sign in outside demo mode.
 */

/**
 * Disables every demo account: no sign-in, no session, no unused password link. Answers how
 * many accounts were still enabled (main.ts logs them).
 */
export async function disableDemoAccounts(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const staff = await tx
      .update(staffUsers)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(staffUsers.isDemo, true), eq(staffUsers.isActive, true)))
      .returning({ id: staffUsers.id });
    const demoCustomers = await tx
      .update(customers)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(customers.isDemo, true), eq(customers.isActive, true)))
      .returning({ id: customers.id });
    const demoStaffIds = tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.isDemo, true));
    const demoCustomerIds = tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.isDemo, true));
    await tx
      .delete(sessions)
      .where(
        or(
          inArray(sessions.staffUserId, demoStaffIds),
          inArray(sessions.customerId, demoCustomerIds),
        ),
      );
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(
        and(
          isNull(passwordTokens.usedAt),
          or(
            inArray(passwordTokens.staffUserId, demoStaffIds),
            inArray(passwordTokens.customerId, demoCustomerIds),
          ),
        ),
      );
    return { staff: staff.length, customers: demoCustomers.length };
  });
}

/** In demo mode the printed demo sign-ins work, also after a start without demo mode. */
export async function enableDemoAccounts(db: Db, now: Date) {
  await db
    .update(staffUsers)
    .set({ isActive: true, updatedAt: now })
    .where(and(eq(staffUsers.isDemo, true), eq(staffUsers.isActive, false)));
  await db
    .update(customers)
    .set({ isActive: true, updatedAt: now })
    .where(and(eq(customers.isDemo, true), eq(customers.isActive, false)));
}
