import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSetupInput,
  changePasswordInput,
  checkEmailInput,
  checkEmailResponse,
  emailOnlyInput,
  loginInput,
  loginResponse,
  profileResponse,
  setupPasswordInput,
  setupResponse,
  signupInput,
  signupLinkInput,
  successResponse,
} from '#shared/schemas/auth.ts';
import { signedInCustomer } from '../../plugins/auth.ts';
import { bodyEmail, limitBy, limitPer, type RateLimits } from '../../plugins/rate-limit.ts';
import { endSession } from '../auth/sessions.ts';
import type { CustomerAuthDeps } from './customer-auth-deps.ts';
import {
  changePassword,
  completePasswordLink,
  customerSummary,
  loginCustomer,
} from './customer-auth.service.ts';
import { checkEmail, requestSignupLink, signup } from './customer-signup.service.ts';
import { requestPasswordReset } from './password-reset.service.ts';

/** Customer sign-in, sign-out and password flows (SPEC.md §7, customer table). */
export const customerAuthRoutes: FastifyPluginAsyncZod<
  CustomerAuthDeps & { limits: RateLimits }
> = async (app, deps) => {
  // The three forgot-password paths share one budget per address and one per e-mail.
  const resetLimits = [
    limitBy(deps.limits, 'passwordReset'),
    limitPer(deps.limits, 'passwordResetEmail', bodyEmail),
  ];

  // The dialog and the portal sign in through two paths with the same behaviour (and the same
  // sign-in throttle, inside loginCustomer).
  for (const url of ['/api/login', '/api/customer/login']) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: { body: loginInput, response: { 200: loginResponse } },
      },
      (request, reply) => loginCustomer(deps, request, reply, request.body),
    );
  }

  for (const url of [
    '/api/password-reset',
    '/api/forgot-password',
    '/api/customer/forgot-password',
  ]) {
    app.post(
      url,
      {
        config: { access: 'public', rateLimit: resetLimits },
        schema: { body: emailOnlyInput, response: { 200: successResponse } },
      },
      (request) => requestPasswordReset(deps, request, request.body.email),
    );
  }

  app.post(
    '/api/setup-password',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'setupPassword') },
      schema: { body: setupPasswordInput, response: { 200: setupResponse } },
    },
    (request, reply) => completePasswordLink(deps, request, reply, request.body),
  );

  app.post(
    '/api/customer/setup-account',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'accountSetup') },
      schema: { body: accountSetupInput, response: { 200: setupResponse } },
    },
    (request, reply) =>
      completePasswordLink(deps, request, reply, {
        token: request.body.setupToken,
        email: request.body.email,
        password: request.body.password,
      }),
  );

  // Signup (customer-signup.service.ts): the check says whether to go on, the e-mailed link
  // proves the address, then the details form creates the account.
  app.post(
    '/api/customer/check-email',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'checkEmail') },
      schema: { body: checkEmailInput, response: { 200: checkEmailResponse } },
    },
    (request) => checkEmail(deps, request.body),
  );

  app.post(
    '/api/customer/signup-link',
    {
      // Per address, then per recipient: nobody's mailbox gets more than a few an hour.
      config: {
        access: 'public',
        rateLimit: [
          limitBy(deps.limits, 'signup'),
          limitPer(deps.limits, 'signupEmail', bodyEmail),
        ],
      },
      schema: { body: signupLinkInput, response: { 200: successResponse } },
    },
    (request) => requestSignupLink(deps, request, request.body.email),
  );

  app.post(
    '/api/customer/signup',
    {
      config: { access: 'public', rateLimit: limitBy(deps.limits, 'signup') },
      schema: { body: signupInput, response: { 200: setupResponse } },
    },
    (request, reply) => signup(deps, request, reply, request.body),
  );

  app.post(
    '/api/customer/logout',
    { config: { access: 'public' }, schema: { response: { 200: successResponse } } },
    async (request, reply) => {
      await endSession(deps, request, reply, 'customer');
      return { success: true };
    },
  );

  app.get(
    '/api/customer/profile',
    { config: { access: 'customer' }, schema: { response: { 200: profileResponse } } },
    async (request) => {
      const customer = signedInCustomer(request);
      return { success: true, customer: { ...customerSummary(customer), phone: customer.phone } };
    },
  );

  app.post(
    '/api/customer/change-password',
    {
      config: {
        access: 'customer',
        rateLimit: limitPer(deps.limits, 'changePassword', (r) => r.customer?.id ?? r.ip),
      },
      schema: { body: changePasswordInput, response: { 200: successResponse } },
    },
    (request) => changePassword(deps, request, signedInCustomer(request), request.body),
  );
};
