import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { readBootstrap } from './bootstrap.ts';
import { pageValue } from './page-value.ts';

type SignedInStaff = NonNullable<BootstrapData['staff']> | null;

// Like signed-in-customer.ts: the page says whether a staff member is signed in (by role);
// the staff and contractor sign-in checks update it, so the header follows without a request.
const signedIn = pageValue<SignedInStaff>(() => readBootstrap().staff ?? null);

export function setSignedInStaff(staff: SignedInStaff) {
  signedIn.set(staff ? { role: staff.role } : null);
}

/** The staff member signed in on this browser (their role), or null. */
export const useSignedInStaff = signedIn.useValue;
