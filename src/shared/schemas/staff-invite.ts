import * as z from 'zod/mini';
import { newStaffPassword, staffMe } from './auth.ts';
import { emailAddress, requiredText } from './common.ts';

/**
 * Invitations: an admin adds a person who signs in with a staff account (a contractor's user,
 * later a sales person); they get a one-time link and choose their password at /staff-invite.
 */
export const staffInviteInput = z.object({
  name: requiredText('Name is required', 200),
  email: emailAddress('Enter a valid e-mail address'),
});
export type StaffInviteInput = z.input<typeof staffInviteInput>;

export const staffInviteResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** True when the person had been invited before and gets a fresh link. */
  reinvited: z.boolean(),
});

export const INVITE_LINK_INVALID =
  'This invitation link has expired or has already been used. Ask RoofBid for a new one.';

/**
 * POST /api/staff/accept-invite: the link's token and the chosen password (staff rules; the
 * server adds the common-password check).
 */
export const acceptInviteInput = z.object({
  token: z
    .string({ error: INVITE_LINK_INVALID })
    .check(z.minLength(10, INVITE_LINK_INVALID), z.maxLength(200, INVITE_LINK_INVALID)),
  password: newStaffPassword,
});
export type AcceptInviteInput = z.input<typeof acceptInviteInput>;

export const acceptInviteResponse = z.object({
  success: z.boolean(),
  staff: staffMe,
  /** Where the new user starts: /contractor, /admin or /pipeline. */
  redirectTo: z.string(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponse>;
