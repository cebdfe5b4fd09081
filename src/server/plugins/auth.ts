import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { customers } from '../db/schema/customers.ts';
import type { staffUsers } from '../db/schema/staff.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
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

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the app serves as its own: APP_URL's, and outside production, when APP_URL names
 * this machine, its other loopback names too (http://127.0.0.1:5000 for http://localhost:5000),
 * so a developer who opens the other name is not refused.
 */
export function ownOrigins(appUrl: string, production: boolean) {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (!production && loopbackNames.includes(url.hostname)) {
    for (const name of loopbackNames) {
      const alias = new URL(url.origin);
      alias.hostname = name;
      origins.add(alias.origin);
    }
  }
  return origins;
}

/**
 * CSRF defence for cookie-authenticated requests (DECISIONS.md §2): besides SameSite=Lax
 * cookies, a state-changing request that a browser marks as coming from another site is
 * refused. Requests without Origin or Sec-Fetch-Site are not from a browser page, so carry no
 * ambient cookies a third party could ride on.
 */
export function isCrossSite(request: FastifyRequest, origins: ReadonlySet<string>) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && !origins.has(origin);
}

/**
 * The refusal names the address to use: the usual cause is a page opened at another name of
 * the site (www, an IP address), and the browser shows this message (its own code lets the
 * client tell it from a validation failure).
 */
const crossSiteRefused = (appOrigin: string) =>
  new AppError(
    'CROSS_SITE_REFUSED',
    `This page was opened at an address the server does not serve. Please open ${appOrigin} and try again.`,
    403,
  );

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
    case 'contractor':
      if (!request.staff) throw unauthorized('Please sign in');
      if (request.staff.role !== 'contractor' || !request.staff.contractorId) {
        throw forbidden('Only contractor accounts can do this');
      }
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
export function registerAuth(
  app: FastifyInstance,
  deps: SessionDeps & { appUrl: string; production: boolean },
) {
  const appOrigin = new URL(deps.appUrl).origin;
  const origins = ownOrigins(deps.appUrl, deps.production);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (
      access !== 'webhook' &&
      unsafeMethods.has(request.method) &&
      isCrossSite(request, origins)
    ) {
      throw crossSiteRefused(appOrigin);
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

/** The contractor user of a route declared `access: 'contractor'`, with its contractor's id. */
export function signedInContractor(request: FastifyRequest) {
  const staff = signedInStaff(request);
  if (staff.role !== 'contractor' || !staff.contractorId) throw forbidden();
  return { userId: staff.id, contractorId: staff.contractorId, name: staff.name };
}
