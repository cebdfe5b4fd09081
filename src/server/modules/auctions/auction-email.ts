import { greetingLine, greetingName } from '#shared/domain/greeting.ts';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';

/** What every auction module needs to send its notices. */
export type AuctionEmailDeps = { email: EmailSettings; appUrl: string };

export type AuctionNotice = {
  to: string;
  orderId: string;
  subject: string;
  /** Plain text; a greeting ("Hi Jane,") and the sign-off are added here. */
  body: string;
  /** Whose name to greet: a full name is fine, the greeting uses the first name. */
  greeting?: string;
  /** At-most-once key for this notice, e.g. `awarded:<orderId>:<bidId>`. */
  dedupeKey: string;
  customerId?: string;
};

/**
 * Queues one auction notice through the outbox, in the caller's transaction, so the e-mail
 * commits with the transition that causes it. Texts are final (no placeholders are filled).
 */
export async function queueAuctionNotice(
  tx: Db,
  deps: AuctionEmailDeps,
  at: Date,
  notice: AuctionNotice,
) {
  // Everyone is greeted the same way, by first name, whatever name the caller holds.
  const greeting = greetingName(notice.greeting);
  const content = `${greeting ? `${greetingLine(greeting)}\n\n` : ''}${notice.body}\n\nThe RoofBid team`;
  return enqueueEmail(tx, deps.email, {
    to: notice.to,
    at,
    template: 'auction_update',
    values: {},
    // Braces in names or notes must not be read as placeholders.
    subject: notice.subject.replaceAll('{{', '{ {'),
    content: content.replaceAll('{{', '{ {'),
    dedupeKey: notice.dedupeKey,
    customerId: notice.customerId,
    orderId: notice.orderId,
  });
}
