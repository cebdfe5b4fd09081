/**
 * E-mail templates (SPEC.md §2, Email Center): a subject and a plain-text body with
 * {{variable}} placeholders. The server renders them (escaped) into HTML and text; the admin
 * composer previews them with the same function.
 */
/** The templates staff can choose in the Email Center (SPEC.md §2). */
export const emailTemplateNames = ['welcome', 'lead', 'auction'] as const;
export type StaffTemplateName = (typeof emailTemplateNames)[number];
/** Every template, including the account e-mails the system sends on its own. */
export type EmailTemplateName =
  StaffTemplateName | 'password_reset' | 'account_confirm' | 'account_exists' | 'staff_invite';

export const templateVariables = [
  'customerName',
  'projectType',
  'budget',
  'orderNumber',
  'amount',
  'gstAmount',
  'setupLink',
  'paymentLink',
  'bidList',
] as const;
export type TemplateVariable = (typeof templateVariables)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

export const defaultTemplates: Record<EmailTemplateName, { subject: string; content: string }> = {
  welcome: {
    subject: 'Your roofing auction {{orderNumber}} is published',
    content: `Hi {{customerName}},

Thank you for your payment of {{amount}} (includes {{gstAmount}} GST). Your auction {{orderNumber}} for {{projectType}} is now published to vetted, licensed and insured contractors in your area.

Set the password for your account here (the link works once and expires in 7 days):
{{setupLink}}

What happens next: our team contacts you within 7-10 business days to confirm the details of your roof, and you will see each bid in your customer portal as it arrives. Contractors never see your phone number or e-mail until you decide to reveal them.

The RoofBid team`,
  },
  lead: {
    subject: 'Your roofing quote request is ready to publish',
    content: `Hi {{customerName}},

Thanks for telling us about your {{projectType}} project (budget {{budget}}). Your auction is ready to publish: once it is, up to four vetted contractors can bid on the job.

Publish it here for {{amount}}:
{{paymentLink}}

Questions? Reply to this e-mail or call us; we reply within 2-4 business hours.

The RoofBid team`,
  },
  password_reset: {
    subject: 'Reset your RoofBid password',
    content: `Hi {{customerName}},

Someone, hopefully you, asked to reset the password of your RoofBid account. Choose a new password here (the link works once and expires in one hour):
{{setupLink}}

If you did not ask, ignore this e-mail: your password stays as it is.

The RoofBid team`,
  },
  account_confirm: {
    subject: 'Confirm your RoofBid account',
    content: `Hi {{customerName}},

Confirm your e-mail address to finish creating your account. Open this link and enter the password you chose (the link works once and expires in 7 days):
{{setupLink}}

If you did not sign up, ignore this e-mail and no account will be created.

The RoofBid team`,
  },
  account_exists: {
    subject: 'You already have a RoofBid account',
    content: `Hi {{customerName}},

Someone asked to create a RoofBid account with this e-mail address, but you already have one. Sign in here, or choose "Forgot password" on that page if you need a new password:
{{setupLink}}

If it was not you, you can ignore this e-mail; nothing has changed.

The RoofBid team`,
  },
  staff_invite: {
    subject: 'You are invited to RoofBid',
    content: `Hi {{customerName}},

You have been added to the RoofBid team. Set your password here (the link works once and expires in 7 days):
{{setupLink}}

The RoofBid team`,
  },
  auction: {
    subject: 'New bids on your roofing auction {{orderNumber}}',
    content: `Hi {{customerName}},

Here are the bids on your auction {{orderNumber}} so far:

{{bidList}}

Sign in to your customer portal to compare them. When the range works for you, reveal the bidders to see their names and contact details; the reveal fee is refunded in full once your job is done.

The RoofBid team`,
  },
};

/** Replaces {{variable}} with its value; unknown or missing variables become empty. */
export function fillTemplate(text: string, values: TemplateValues) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
    (templateVariables as readonly string[]).includes(name)
      ? (values[name as TemplateVariable] ?? '')
      : '',
  );
}
