import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { readBootstrap } from './bootstrap.ts';
import { pageValue } from './page-value.ts';

type SignedInCustomer = NonNullable<BootstrapData['customer']> | null;

// The server writes who is signed in into each page (BootstrapData.customer); signing in or out
// in the page, or any profile check, updates it, so the header follows without a request.
const signedIn = pageValue<SignedInCustomer>(() => readBootstrap().customer ?? null);

export function setSignedInCustomer(customer: SignedInCustomer) {
  signedIn.set(customer ? { firstName: customer.firstName } : null);
}

/** The customer signed in on this browser, or null. */
export const useSignedInCustomer = signedIn.useValue;
