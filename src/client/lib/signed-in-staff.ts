import { useSyncExternalStore } from 'react';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { readBootstrap } from './bootstrap.ts';

type SignedInStaff = NonNullable<BootstrapData['staff']> | null;

// Like signed-in-customer.ts: the page says whether a staff member is signed in (by role);
// the staff and contractor sign-in checks update it, so the header follows without a request.
let current: { staff: SignedInStaff } | undefined;
const listeners = new Set<() => void>();

const read = () => (current ??= { staff: readBootstrap().staff ?? null }).staff;

export function setSignedInStaff(staff: SignedInStaff) {
  current = { staff: staff ? { role: staff.role } : null };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The staff member signed in on this browser (their role), or null. */
export const useSignedInStaff = () => useSyncExternalStore(subscribe, read, () => null);
