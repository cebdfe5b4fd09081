import type { FastifyBaseLogger } from 'fastify';
import { documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { dateInWords } from '#shared/domain/date-words.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { isoDay } from '../modules/auctions/service-area.ts';
import {
  claimReminder,
  documentsDueReminder,
} from '../modules/contractor-applications/contractor-applications.queries.ts';
import {
  queueVettingNotice,
  type VettingEmailDeps,
} from '../modules/contractor-applications/vetting-email.ts';

const DAY_MS = 86_400_000;
const BATCH = 200;

export type DocumentExpiryDeps = VettingEmailDeps & {
  db: Db;
  clock: Clock;
  emailQueued: () => void;
  log?: FastifyBaseLogger;
};

const dayAfter = (today: Date, days: number) => isoDay(new Date(today.getTime() + days * DAY_MS));

/**
 * Reminds contractors 30 and 7 days before their current licence or insurance document expires
 * (issue #23), once each: a document 8 to 30 days from expiry gets the 30-day reminder, one 0 to
 * 7 days from it the 7-day one (a document approved a week before it lapses gets only that).
 * Each reminder is claimed with a conditional update in the transaction that queues its e-mail,
 * so two runs (two instances, or a retry) send it once. Returns how many were sent.
 */
export async function remindExpiringDocuments(deps: DocumentExpiryDeps) {
  const now = deps.clock.now();
  const windows = [
    { days: 30 as const, after: dayAfter(now, 7), by: dayAfter(now, 30) },
    { days: 7 as const, after: dayAfter(now, -1), by: dayAfter(now, 7) },
  ];
  let sent = 0;
  for (const { days, after, by } of windows) {
    const due = await documentsDueReminder(deps.db, { after, by }, days, BATCH);
    for (const doc of due) {
      const queued = await deps.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, doc.id, days, now))) return false;
        const label = documentKindLabels[doc.kind].toLowerCase();
        await queueVettingNotice(tx, deps, now, {
          to: doc.email,
          greeting: doc.contactName,
          subject: `Your ${doc.kind === 'licence' ? 'licence' : 'insurance'} on RoofBid expires in ${days} days or less`,
          body: `The ${label} RoofBid has on file for ${doc.companyName} expires on ${dateInWords(doc.expiresOn!)}. After that day ${doc.companyName} cannot bid until RoofBid approves the renewed one.

Upload it under Documents in the contractor portal: ${deps.appUrl}/contractor`,
        });
        return true;
      });
      if (queued) sent++;
    }
  }
  if (sent > 0) {
    deps.emailQueued();
    deps.log?.info({ sent }, 'document expiry reminders queued');
  }
  return sent;
}
