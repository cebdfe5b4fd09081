import * as z from 'zod/mini';
import { emailTemplateNames, hasLinkPlaceholder } from '../../domain/email-template.ts';
import { emailAddress, textField } from '../common.ts';
import { pageOf, pageQuery } from './paging.ts';
import { nullableStrings, strings } from '../fields.ts';

export const SEND_EMAIL_MISSING = 'Please fill in all required fields';
export const LINK_IN_SUBJECT = 'Links cannot go in the subject: put them in the content';
/** The server mints a set-password link only for a customer without a password (issue #22). */
export const SETUP_LINK_PASSWORD_SET =
  'This customer has already set a password, so there is no set-password link to send: use {{portalLink}} instead';
export const SETUP_LINK_NO_ACCOUNT =
  'No customer account uses this e-mail, so there is no set-password link to send: remove {{setupLink}}';
export const ONE_TIME_LINK_MISSING =
  'The content promises a link that works once: keep {{setupLink}} in it, or remove that sentence';

/** POST /api/admin/send-custom-email (SPEC.md §7). */
export const sendCustomEmailInput = z.object({
  recipient: emailAddress('Enter a valid e-mail address', 'Recipient is required'),
  template: z.enum(emailTemplateNames, 'Choose a template'),
  subject: textField('Subject is required', 200).check(
    // The subject is kept and listed in the e-mail log: a set-password link there would stay
    // usable by whoever reads the log.
    z.refine((subject) => !hasLinkPlaceholder(subject), LINK_IN_SUBJECT),
  ),
  content: textField('Content is required', 20000, { multiline: true }),
});
export type SendCustomEmailInput = z.input<typeof sendCustomEmailInput>;

/** Values of the template variables for one recipient (for the composer's preview). */
export const emailVariablesQuery = z.object({ recipient: z.email('Enter a valid e-mail address') });
const templateText = z.object({ subject: z.string(), content: z.string() });
export const emailVariablesResponse = z.object({
  values: z.record(z.string(), z.string()),
  known: z.boolean(),
  /**
   * Each template as it fits this recipient: the welcome e-mail asks a customer without a
   * password to set one, and points anyone else to the customer portal.
   */
  templates: z.record(z.enum(emailTemplateNames), templateText),
});

export const emailLogQuery = z.object({ ...pageQuery });
export const emailLogRow = z.object({
  ...strings('id', 'toAddress', 'template', 'subject'),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'stored']),
  attempts: z.number(),
  ...nullableStrings('lastError', 'sentAt'),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});
export const emailLogPage = pageOf(emailLogRow);
/** GET /api/admin/emails/{id}: one e-mail with its text, one-time links shown as "[link removed]". */
export const emailDetail = z.extend(emailLogRow, { textBody: z.string() });
export type EmailDetail = z.infer<typeof emailDetail>;

export const adminCustomerRow = z.object({
  ...strings('id', 'email', 'firstName', 'lastName'),
  phone: z.nullable(z.string()),
  accountSetup: z.boolean(),
  orderCount: z.number(),
  createdAt: z.string(),
});
export const adminCustomerPage = pageOf(adminCustomerRow);
