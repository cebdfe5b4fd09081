import { useSyncExternalStore } from 'react';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { readBootstrap } from './bootstrap.ts';

type SignedInCustomer = NonNullable<BootstrapData['customer']> | null;

// The server writes who is signed in into each page (BootstrapData.customer); signing in or out
// in the page, or any profile check, updates it, so the header follows without a request.
let current: { customer: SignedInCustomer } | undefined;
const listeners = new Set<() => void>();

const read = () => (current ??= { customer: readBootstrap().customer ?? null }).customer;

export function setSignedInCustomer(customer: SignedInCustomer) {
  current = { customer: customer ? { firstName: customer.firstName } : null };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The customer signed in on this browser, or null. */
export const useSignedInCustomer = () => useSyncExternalStore(subscribe, read, () => null);
