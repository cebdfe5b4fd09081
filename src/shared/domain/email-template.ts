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
  | StaffTemplateName
  | 'password_reset'
  | 'account_confirm'
  | 'account_exists'
  | 'staff_invite'
  | 'auction_update'
  | 'pipeline_digest'
  | 'pipeline_reassigned'
  | 'contractor_vetting';

export const templateVariables = [
  'customerName',
  'projectType',
  'budget',
  'orderNumber',
  'amount',
  'gstAmount',
  'setupLink',
  'portalLink',
  'paymentLink',
  'bidList',
] as const;
/**
 * Links only the system's own e-mails carry (the pipeline digest's link to /pipeline, the
 * contractor portal's sign-in page): filled like the others, not offered in the Email Center
 * composer.
 */
export const systemLinkVariables = ['pipelineLink', 'signInLink', 'quoteLink'] as const;
/**
 * Values only the system's own e-mails carry: the reveal fee in the pay-later e-mail, the
 * company a contractor user joins, a reassigned lead's name, who reassigned it and to whom.
 */
export const systemTextVariables = [
  'revealFee',
  'companyName',
  'leadName',
  'actorName',
  'repName',
] as const;
export type TemplateVariable =
  | (typeof templateVariables)[number]
  | (typeof systemLinkVariables)[number]
  | (typeof systemTextVariables)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;
const fillableVariables: readonly string[] = [
  ...templateVariables,
  ...systemLinkVariables,
  ...systemTextVariables,
];

/**
 * The welcome e-mail's set-password paragraph, for a customer who has no password yet, and what
 * stands in its place for one who has: a one-time link is promised only where one is sent.
 */
const setPasswordParagraph = `Set the password for your account here (the link works once and expires in 7 days):
{{setupLink}}`;
const portalParagraph = `Sign in to your customer portal to follow your auction:
{{portalLink}}`;

export const defaultTemplates: Record<EmailTemplateName, { subject: string; content: string }> = {
  welcome: {
    subject: 'Your roofing auction {{orderNumber}} is published',
    content: `Hi {{customerName}},

Thank you for your payment of {{amount}} (includes {{gstAmount}} GST). Your auction {{orderNumber}} for {{projectType}} is now published to vetted, licensed and insured contractors in your area.

${setPasswordParagraph}

What happens next: our team contacts you within 7-10 business days to confirm the details of your roof, and you will see each bid in your customer portal as it arrives. Your phone number and e-mail go only to the contractor you award the job to.

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
    content: `Hello,

Someone, hopefully you, asked to create a RoofBid account for this e-mail address. To continue, open this link: it confirms the address, then you check your details and choose a password (the link works once and expires in 7 days):
{{setupLink}}

If it was not you, ignore this e-mail: no account is created and nothing changes.

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
  // The auction's own notices (src/server/modules/auctions/auction-email.ts): each is queued
  // with its own subject and text; this default is only the fallback.
  auction_update: {
    subject: 'Update on roofing auction {{orderNumber}}',
    content: `Hi {{customerName}},

There is news on roofing auction {{orderNumber}}. Sign in to see it.

The RoofBid team`,
  },
  // A rep's daily digest (src/server/jobs/pipeline-digest.ts): queued with its own subject and
  // text listing the follow-ups; this default is only the fallback.
  pipeline_digest: {
    subject: 'Your follow-ups for today',
    content: `Hello,

You have follow-ups due today. See them on your pipeline:
{{pipelineLink}}

The RoofBid team`,
  },
  // Contractor applications and documents (src/server/modules/contractor-applications): queued
  // with their own final subject and text; this default is only the fallback.
  contractor_vetting: {
    subject: 'About your RoofBid contractor account',
    content: `Hello,

There is news about your RoofBid contractor application or documents.

The RoofBid team`,
  },
  // To the rep a lead was taken from (src/server/modules/pipeline/lead-reassignment.ts).
  pipeline_reassigned: {
    subject: 'One of your leads was reassigned',
    content: `Hi {{customerName}},

{{actorName}} reassigned the lead {{leadName}} from you to {{repName}}. It is now on {{repName}}'s pipeline, and the change is in the lead's activity timeline.

Your pipeline:
{{pipelineLink}}

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

/**
 * The welcome e-mail for a customer who has set a password already (a returning customer, or one
 * the Email Center writes to later): the portal link instead of the set-password paragraph.
 */
export const welcomeSignedInTemplate = {
  subject: defaultTemplates.welcome.subject,
  content: defaultTemplates.welcome.content.replace(setPasswordParagraph, portalParagraph),
};

/**
 * The staff template that fits the recipient (issue #22 item 11): the welcome e-mail asks for a
 * password only when a set-password link can be sent, that is to a customer without a password.
 */
export function staffTemplateFor(name: StaffTemplateName, canSetPassword: boolean) {
  return name === 'welcome' && !canSetPassword ? welcomeSignedInTemplate : defaultTemplates[name];
}

/** Every text a staff template starts as, whichever recipient it was chosen for. */
export const staffTemplateVariants = (name: StaffTemplateName) =>
  name === 'welcome'
    ? [defaultTemplates.welcome, welcomeSignedInTemplate]
    : [defaultTemplates[name]];

const setupLinkPlaceholder = /\{\{\s*setupLink\s*\}\}/;
export const hasSetupLink = (text: string) => setupLinkPlaceholder.test(text);
/**
 * Words that promise a one-time link ("the link works once"): an e-mail saying them must carry
 * the link itself ({{setupLink}}), never a sentence about a link that is not there.
 */
export const promisesOneTimeLink = (text: string) => /\bworks once\b/i.test(text);

/**
 * Sent (as a welcome e-mail) when staff correct an order's e-mail and the order moves to the
 * customer of the new address, who has no password yet.
 */
export const orderAccessEmail = {
  subject: 'Your roofing order {{orderNumber}}',
  content: `Hi {{customerName}},

Your roofing order {{orderNumber}} for {{projectType}} is now linked to this e-mail address.

Set the password for your account here to follow it in your customer portal (the link works once and expires in 7 days):
{{setupLink}}

If you did not expect this e-mail, reply and let us know.

The RoofBid team`,
};

/**
 * "Not ready to pay? Submit without paying" (POST /api/pay-later): the link back to the quote
 * request's payment step, with what the fee costs and buys and the reveal fee, queued as a
 * `lead` e-mail once per quote request. It carries no text from the request: whoever filled in
 * the form typed the address and the name, and need not be its owner.
 */
export const payLaterEmail = {
  subject: 'Your roofing quote request is saved: publish it when you are ready',
  content: `Hello,

Your roofing quote request is saved. When you are ready, publish your auction from this link:
{{paymentLink}}

Publishing costs {{amount}} (includes {{gstAmount}} GST), paid once. It sends your job to vetted, licensed and insured contractors who serve your area, and up to four of them bid on the same scope, so you can compare their prices side by side.

Nothing else is charged unless you like the bids and want to see who made them: the reveal fee of {{revealFee}} shows you each bidder's company and contact details, and it is refunded in full when your job is done. Your own phone number and e-mail go only to the contractor you award the job to.

Questions? Reply to this e-mail or call us; we reply within 2-4 business hours.

The RoofBid team`,
};

/**
 * "Your RoofBid contractor account for <company>" (POST /api/admin/contractors/:id/invite). The
 * company's name is a value, never part of the template's text: typed into the template, a
 * company named "Evil Co {{setupLink}}" would have put the live link into the subject.
 */
export const contractorInviteEmail = {
  subject: 'Your RoofBid contractor account for {{companyName}}',
  content: `Hi {{customerName}},

{{companyName}} bids on roofing jobs through RoofBid, and you have been added as one of its users. Set your password here (the link works once and expires in 7 days):
{{setupLink}}

Then sign in at {{signInLink}} to see the open auctions in your service area and place bids.

The RoofBid team`,
};

/**
 * Signup asked for an e-mail without a quote request (POST /api/customer/signup-link): queued
 * as an `account_confirm` e-mail, so only the mailbox learns there is none (SPEC.md §8's
 * message, with the way to send one).
 */
export const noQuoteRequestEmail = {
  subject: 'Creating your RoofBid account',
  content: `Hello,

Someone, hopefully you, asked to create a RoofBid account for this e-mail address. We couldn't find a quote request with this email. Please submit a quote request first on our main form.

{{quoteLink}}

Your account is created from your quote request, with the same e-mail. If it was not you, ignore this e-mail: nothing has changed.

The RoofBid team`,
};

/** Variables whose values are links the app itself writes: the only text that becomes a link. */
export const linkVariables: readonly TemplateVariable[] = [
  'setupLink',
  'portalLink',
  'paymentLink',
  'pipelineLink',
  'signInLink',
  'quoteLink',
];

/**
 * A subject never carries a link: it is stored as it was sent and shown in the admin e-mail log,
 * so a one-time link there would outlive the e-mail. The Email Center refuses these in a subject.
 */
const linkPlaceholder = new RegExp(`\\{\\{\\s*(?:${linkVariables.join('|')})\\s*\\}\\}`);
export const hasLinkPlaceholder = (text: string) => linkPlaceholder.test(text);

// Marks around an app-written link in the text handed to the HTML renderer (private-use
// characters, removed from everything else first, so no typed text can forge one).
export const LINK_START = '\uE000';
export const LINK_END = '\uE001';
const linkMarks = /[\uE000\uE001]/g;

// A word that a mail client would turn into a link: a scheme, "www." or a domain name.
const linkLike = /:\/\/|www\.|[\w-]\.[a-z]{2,}/i;

/**
 * Typed text (a name, a project description) as it may appear in an e-mail: anything that looks
 * like a link gets an invisible zero-width space after each "." and ":", so that neither our
 * renderer nor the reader's mail client makes a link of it. The reader sees the same text.
 */
export function unlinkable(text: string) {
  return text.replace(/\S+/g, (word) =>
    linkLike.test(word) ? word.replace(/([.:])/g, '$1\u200b') : word,
  );
}

/**
 * Replaces {{variable}} with its value; unknown or missing variables become empty. One pass over
 * the template: a value goes in as it is and is never read again, so a name such as
 * "Evil Co {{setupLink}}" stays that text. Typed values are made unlinkable; app-written links
 * are kept whole (and, with `markLinks`, marked for the HTML renderer, which links nothing
 * else). In a subject (`subject: true`) link variables stay empty.
 */
export function fillTemplate(
  text: string,
  values: TemplateValues,
  options: { markLinks?: boolean; subject?: boolean } = {},
) {
  // One greeting style: "Hi Jane," or, with no name to greet, "Hello," (never "Hi ,").
  const greeted = values.customerName?.trim()
    ? text
    : text.replace(/Hi \{\{\s*customerName\s*\}\},/g, 'Hello,');
  return greeted.replace(linkMarks, '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    if (!fillableVariables.includes(name)) return '';
    const isLink = linkVariables.includes(name as TemplateVariable);
    if (isLink && options.subject) return '';
    const value = (values[name as TemplateVariable] ?? '').replace(linkMarks, '');
    if (isLink && /^https?:\/\/\S+$/.test(value)) {
      return options.markLinks ? `${LINK_START}${value}${LINK_END}` : value;
    }
    return unlinkable(value);
  });
}
