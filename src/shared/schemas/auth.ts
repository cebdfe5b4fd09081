import * as z from 'zod/mini';
import { staffRoles } from '../constants/options.ts';
import { phoneDigits } from '../domain/phone.ts';
import {
  emailAddress,
  noControlCharacters,
  phoneCharacters,
  PHONE_DOCS,
  requiredText,
} from './common.ts';
import { strings } from './fields.ts';

/** Customers' password rules. SPEC.md §9 asks for 6 in set-password; the server asks 8 everywhere. */
export const PASSWORD_MIN = 8;
const passwordLengthMessage = 'Password must be at least 8 characters';

/**
 * Staff, sales and contractor accounts reach every customer's data or bid for money: their new
 * passwords need 12 characters, and the server also refuses common and leaked ones
 * (src/server/modules/auth/common-passwords.ts; the list stays off the client bundle, the form
 * shows the server's message). Existing passwords keep working.
 */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_LENGTH_MESSAGE = `Use at least ${STAFF_PASSWORD_MIN} characters: a longer password is much harder to guess`;
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it appears in lists of leaked passwords. Choose another.';

// Passwords keep their spaces (no trim) but, like all text, no control characters: nobody types
// them, and a sign-in with one is refused before any account is looked up.
const requiredPassword = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.minLength(1, message),
      z.maxLength(200, 'Password is too long'),
      noControlCharacters(),
    );

const newPassword = z
  .string({ error: passwordLengthMessage })
  .check(
    z.minLength(PASSWORD_MIN, passwordLengthMessage),
    z.maxLength(200, 'Password is too long'),
    noControlCharacters(),
  );

/** A new staff password: the length here; the server adds the common-password check. */
export const newStaffPassword = z
  .string({ error: STAFF_PASSWORD_LENGTH_MESSAGE })
  .check(
    z.minLength(STAFF_PASSWORD_MIN, STAFF_PASSWORD_LENGTH_MESSAGE),
    z.maxLength(200, 'Password is too long'),
    noControlCharacters(),
  );

/** POST /api/login and /api/customer/login (the dialog's messages, SPEC.md §5). */
export const loginInput = z.object({
  email: emailAddress('Please enter a valid email address'),
  password: requiredPassword('Password is required'),
});
export type LoginInput = z.input<typeof loginInput>;

/** The /login screen's wording of the same rules. */
export const loginScreenInput = z.object({
  email: emailAddress('Please enter a valid email'),
  password: requiredPassword('Password is required'),
});

export const customerSummary = z.object({
  ...strings('id', 'firstName', 'lastName', 'email'),
  /** Signed in before this session: the portal says "Welcome back", a first visit "Welcome". */
  returning: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const loginResponse = z.object({ success: z.boolean(), customer: customerSummary });
export type LoginResponse = z.infer<typeof loginResponse>;

export const profileResponse = z.object({
  success: z.boolean(),
  customer: z.extend(customerSummary, { phone: z.nullable(z.string()) }),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Reset and forgot-password requests: the dialog's "Email is required", then validity. */
export const emailOnlyInput = z.object({
  email: emailAddress('Please enter a valid email address', 'Email is required'),
});

export const successResponse = z.object({ success: z.boolean(), message: z.optional(z.string()) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** What the signup screens show when an e-mailed signup link is used up, expired or not this e-mail's. */
export const SIGNUP_LINK_INVALID = 'This link has expired or has already been used';

// The token of the e-mailed /customer-signup link: the proof that whoever uses it reads the mailbox.
const signupLinkToken = z
  .string({ error: 'Open the link we e-mailed you' })
  .check(z.minLength(10, 'Open the link we e-mailed you'), z.maxLength(200, SIGNUP_LINK_INVALID));

/**
 * POST /api/customer/check-email: is there a quote request for this e-mail? With the token of the
 * e-mailed signup link, also what the details form is prefilled with (docs/decisions/
 * signup-confirmation.md): nobody learns about a quote request without reading its mailbox.
 */
export const checkEmailInput = z.object({
  email: emailOnlyInput.shape.email,
  token: z.optional(signupLinkToken),
});
export type CheckEmailInput = z.input<typeof checkEmailInput>;

export const checkEmailResponse = z.object({
  /** Told only with the e-mailed link's token; null (not said) without it. */
  hasSubmission: z.nullable(z.boolean()),
  submission: z.optional(
    z.object({
      ...strings('id', 'name', 'phone'),
      projectType: z.nullable(z.string()),
    }),
  ),
});
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

/** POST /api/customer/signup-link: e-mails the link that continues the signup. */
export const signupLinkInput = emailOnlyInput;

/** POST /api/customer/signup (SPEC.md §5, signup form), sent from the e-mailed link. */
export const signupInput = z.object({
  email: emailAddress('Please enter a valid email'),
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  phone: z.string({ error: 'Phone is required' }).check(
    z.trim(),
    z.minLength(1, 'Phone is required'),
    z.maxLength(30, 'Valid phone number is required'),
    noControlCharacters(),
    phoneCharacters('Valid phone number is required'),
    z.refine((value) => phoneDigits(value).length >= 10, 'Valid phone number is required'),
    z.meta(PHONE_DOCS),
  ),
  password: newPassword,
  submissionId: z.uuid('No submission found'),
  token: signupLinkToken,
});
export type SignupInput = z.input<typeof signupInput>;

/**
 * What /setup-password says for a link that cannot be used, whatever the reason: cut short or
 * mangled, unknown, expired or used (SPEC.md §8, setup password).
 */
export const SETUP_LINK_UNUSABLE =
  'This setup link has expired or has already been used. Please contact support for a new setup link.';

/** The token of an e-mailed set-password or reset link; /setup-password checks its shape first. */
export const setupLinkToken = z
  .string({ error: 'Invalid or expired setup token' })
  .check(
    z.minLength(10, 'Invalid or expired setup token'),
    z.maxLength(200, 'Invalid or expired setup token'),
  );

/**
 * The password chosen on /setup-password: a blank one is missing, a shorter one "too short" in
 * SPEC.md §5's words, for the server's 8 characters (the form's help says how many).
 */
export const setupPassword = z.string({ error: 'Password is required' }).check(
  // One rule, two messages: blank is missing, anything else under the minimum too short.
  z.minLength(PASSWORD_MIN, {
    error: (issue) => (issue.input === '' ? 'Password is required' : 'Password too short'),
  }),
  z.maxLength(200, 'Password is too long'),
  noControlCharacters(),
);

/** POST /api/setup-password: the e-mailed set-password or reset link. */
export const setupPasswordInput = z.object({
  token: setupLinkToken,
  email: emailAddress('Please enter a valid email address'),
  password: setupPassword,
});

/** POST /api/customer/setup-account: the /account-setup form. */
export const accountSetupInput = z.object({
  email: emailAddress('Please enter a valid email address'),
  setupToken: z
    .string({ error: 'Setup token is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Setup token is required'),
      z.maxLength(200, 'Invalid or expired setup token'),
    ),
  password: newPassword,
});

export const setupResponse = z.object({ success: z.boolean(), customer: customerSummary });

/** POST /api/customer/change-password. */
export const changePasswordInput = z.object({
  currentPassword: requiredPassword('Current password is required'),
  newPassword,
});

/**
 * The staff sign-in's answer to a wrong e-mail or password, whichever it was. It names what the
 * form asks for, not SPEC.md's "admin key" (docs/decisions/staff-sign-in-wording.md).
 */
export const STAFF_SIGN_IN_REFUSED = 'Invalid e-mail or password.';

/** Staff sign-in (/admin and /pipeline); "username" is the staff e-mail. */
export const staffLoginInput = z.object({
  email: emailAddress('Enter your staff e-mail address', 'Username is required'),
  password: requiredPassword('Password is required'),
});

export const staffRoleValues = staffRoles;
export const staffMe = z.object({
  ...strings('id', 'email', 'name'),
  role: z.enum(staffRoleValues),
});
export type StaffMe = z.infer<typeof staffMe>;
export const staffMeResponse = z.object({ success: z.boolean(), staff: staffMe });
