import {
  defaultTemplates,
  fillTemplate,
  type EmailTemplateName,
  type TemplateValues,
} from '#shared/domain/email-template.ts';
import type { Db } from '../../db/client.ts';
import { renderEmailHtml } from './email-html.ts';
import { storedBodies, withoutOneTimeLinks } from './one-time-links.ts';
import { insertOutboxEmail } from './outbox.queries.ts';

export type EmailSettings = {
  /** false without SMTP: e-mails are stored and readable, never sent. */
  deliver: boolean;
};

// Values that are secrets: kept in the rendered body the customer receives, never in the
// variables column that the admin e-mail log shows.
const secretVariables = ['setupLink'] as const;

export type EnqueueEmail = {
  to: string;
  /** When it is queued (the service clock): it is due for sending from then. */
  at: Date;
  template: EmailTemplateName;
  values: TemplateValues;
  /** Overrides of the template's subject and content (the admin composer). */
  subject?: string;
  content?: string;
  /** Makes the e-mail at-most-once for an event, e.g. `welcome:<payment id>`. */
  dedupeKey?: string;
  customerId?: string;
  orderId?: string;
  createdBy?: string;
};

/**
 * Writes an e-mail to the outbox. Call it inside the transaction of the change that causes the
 * e-mail, so the two commit or fail together; the sender job delivers it afterwards.
 */
export async function enqueueEmail(db: Db, settings: EmailSettings, email: EnqueueEmail) {
  const template = defaultTemplates[email.template];
  // A subject carries no link (link variables stay empty in it) and is scrubbed like a body: it
  // is stored as sent and listed in the admin e-mail log long after the e-mail is delivered.
  const subject = withoutOneTimeLinks(
    fillTemplate(email.subject ?? template.subject, email.values, { subject: true }),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const content = email.content ?? template.content;
  const text = fillTemplate(content, email.values);
  const variables: Record<string, string> = { ...email.values };
  for (const name of secretVariables) if (variables[name]) variables[name] = '[hidden]';
  const bodies = {
    textBody: text,
    htmlBody: renderEmailHtml(subject, fillTemplate(content, email.values, { markLinks: true })),
  };
  return insertOutboxEmail(db, {
    toAddress: email.to,
    template: email.template,
    subject,
    // An e-mail that is never sent keeps no usable one-time link; one that is sent keeps it only
    // until it is delivered (the sender removes it then).
    ...(settings.deliver ? bodies : storedBodies(bodies)),
    variables,
    status: settings.deliver ? 'pending' : 'stored',
    dedupeKey: email.dedupeKey,
    customerId: email.customerId,
    orderId: email.orderId,
    createdBy: email.createdBy,
    createdAt: email.at,
    nextAttemptAt: email.at,
  });
}
