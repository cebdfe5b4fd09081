import * as z from 'zod/mini';
import { loginInput, staffMe } from './auth.ts';
import { noControlCharacters } from './common.ts';
import { strings } from './fields.ts';

/**
 * Optional two-step sign-in for admins (docs/decisions/two-step-sign-in.md): after the password,
 * a 6-digit code from an authenticator app, or one of ten single-use recovery codes.
 */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.';
export const USED_CODE =
  'That code has just been used. Wait for the next one in your authenticator app.';
export const WRONG_SETUP_CODE =
  'That code does not match. Check that the time on your phone is right and enter the newest code.';
export const SIGN_IN_EXPIRED = 'Your sign-in timed out. Enter your e-mail and password again.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Enter your e-mail and password again.';

/** A code as typed: 6 digits, or a recovery code (spaces and dashes are ignored). */
export const twoFactorCodeInput = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, CODE_REQUIRED),
      z.maxLength(40, WRONG_CODE),
      noControlCharacters(),
    ),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInput>;

/**
 * POST /api/staff/two-factor/setup: the admin's password again, so a session left open on
 * somebody else's screen cannot tie the account to a stranger's phone.
 */
export const twoFactorSetupInput = z.object({ password: loginInput.shape.password });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupInput>;
export const WRONG_PASSWORD = 'That is not your password';

/** POST /api/staff/login: signed in, or (an admin with two-step sign-in) a code is asked for. */
export const staffSignInResponse = z.union([
  z.object({ success: z.boolean(), staff: staffMe }),
  z.object({ success: z.boolean(), codeRequired: z.literal(true) }),
]);
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;

/** GET /api/staff/two-factor: the signed-in admin's own setting. */
export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** POST /api/staff/two-factor/setup: shown once, to be scanned or typed into the app. */
export const twoFactorSetupResponse = z.object({
  ...strings('secret', 'otpauthUri'),
  /** The otpauth:// link as an SVG QR code. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/staff/two-factor/confirm: two-step sign-in is on; the recovery codes, shown once. */
export const recoveryCodesResponse = z.object({
  success: z.boolean(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResponse>;
