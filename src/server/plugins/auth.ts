import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { customers } from '../db/schema/customers.ts';
import type { staffUsers } from '../db/schema/staff.ts';
import { forbidden, unauthorized } from '../errors.ts';
import {
  customerFromRequest,
  staffFromRequest,
  type SessionDeps,
} from '../modules/auth/sessions.ts';
import type { RouteAccess } from './route-access.ts';

type Customer = typeof customers.$inferSelect;
type StaffUser = typeof staffUsers.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    customer?: Customer;
    customerSessionHash?: string;
    staff?: StaffUser;
    staffSessionHash?: string;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated requests (DECISIONS.md §2): besides SameSite=Lax
 * cookies, a state-changing request that a browser marks as coming from another site is
 * refused. Requests without Origin or Sec-Fetch-Site are not from a browser page, so carry no
 * ambient cookies a third party could ride on.
 */
export function isCrossSite(request: FastifyRequest, appOrigin: string) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== appOrigin;
}

/** Whether the identities on this request may call a route with this rule. */
function check(access: RouteAccess, request: FastifyRequest) {
  switch (access) {
    case 'public':
    case 'webhook':
      return;
    case 'customer':
      if (!request.customer) throw unauthorized('Please sign in');
      return;
    case 'signed-in':
      if (!request.customer && !request.staff) throw unauthorized('Please sign in');
      return;
    case 'staff':
      if (!request.staff) throw unauthorized('Please sign in');
      if (request.staff.role !== 'admin' && request.staff.role !== 'sales') throw forbidden();
      return;
    case 'admin':
      if (!request.staff) throw unauthorized('Please sign in');
      if (request.staff.role !== 'admin') throw forbidden('Only admins can do this');
      return;
  }
}

/**
 * Resolves the signed-in customer and staff user from their cookies and enforces each route's
 * declared access before its input is validated, so an anonymous caller learns nothing but 401.
 * This is the single guard every /api route goes through (route-access.ts makes declaring a
 * rule compulsory).
 */
export function registerAuth(app: FastifyInstance, deps: SessionDeps & { appOrigin: string }) {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (
      access !== 'webhook' &&
      unsafeMethods.has(request.method) &&
      isCrossSite(request, deps.appOrigin)
    ) {
      throw forbidden('Cross-site request refused');
    }
    const [customer, staff] = await Promise.all([
      customerFromRequest(deps, request),
      staffFromRequest(deps, request),
    ]);
    if (customer) {
      request.customer = customer.customer;
      request.customerSessionHash = customer.sessionHash;
    }
    if (staff) {
      request.staff = staff.staff;
      request.staffSessionHash = staff.sessionHash;
    }
    check(access, request);
  });
}

/** The customer of a route declared `access: 'customer'` (the guard has checked it is there). */
export function signedInCustomer(request: FastifyRequest) {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

export function signedInStaff(request: FastifyRequest) {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
