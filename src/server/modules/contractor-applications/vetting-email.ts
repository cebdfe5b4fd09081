import { greetingLine, greetingName } from '#shared/domain/greeting.ts';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';

export type VettingEmailDeps = { email: EmailSettings; appUrl: string };

/**
 * Queues one application or document notice through the outbox, in the caller's transaction.
 * Texts are final: typed names and reasons go in as they are, braces never read as placeholders.
 * The subject names no address or link (the admin e-mail log lists subjects).
 */
export function queueVettingNotice(
  tx: Db,
  deps: VettingEmailDeps,
  at: Date,
  notice: { to: string; greeting: string; subject: string; body: string; dedupeKey?: string },
) {
  const greeting = greetingName(notice.greeting);
  const content = `${greeting ? `${greetingLine(greeting)}\n\n` : ''}${notice.body}\n\nThe RoofBid team`;
  return enqueueEmail(tx, deps.email, {
    to: notice.to,
    at,
    template: 'contractor_vetting',
    values: {},
    subject: notice.subject.replaceAll('{{', '{ {'),
    content: content.replaceAll('{{', '{ {'),
    dedupeKey: notice.dedupeKey,
  });
}
