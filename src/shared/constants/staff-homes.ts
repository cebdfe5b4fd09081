import type { StaffRole } from './options.ts';

/**
 * Where each kind of staff member works, and what the site header calls the way there when
 * they are signed in (in place of "Customer Login", which is not for them). A module of its
 * own: the header is on every public page and needs nothing else from the option lists.
 */
export const staffHomes: Record<StaffRole, { path: string; label: string }> = {
  admin: { path: '/admin', label: 'Admin dashboard' },
  sales: { path: '/pipeline', label: 'Sales pipeline' },
  contractor: { path: '/contractor', label: 'Contractor portal' },
};
