import { greetingLine } from '#shared/domain/greeting.ts';
import { unlinkable } from '#shared/domain/email-template.ts';
import { formatDollars } from '#shared/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';
import {
  digestKey,
  dueActivities,
  dueFollowUps,
  type DigestRep,
  type DueActivity,
  type DueFollowUp,
  type DueList,
} from './pipeline-digest.queries.ts';

/** Items listed per section; the rest are counted and left to the pipeline screen. */
const LIST_LIMIT = 25;

export type DigestDay = {
  /** YYYY-MM-DD in the business time zone. */
  today: string;
  start: Date;
  end: Date;
  timeZone: string;
};

/**
 * Queues one rep's digest for the day through the outbox, keyed `pipeline-digest:<id>:<day>` so
 * several instances (or a second run) queue it once. Nothing when the rep has nothing due.
 * Answers whether this call queued it.
 */
export async function queueRepDigest(
  db: Db,
  deps: { email: EmailSettings; appUrl: string },
  rep: DigestRep,
  day: DigestDay,
  now: Date,
) {
  const [followUps, activities] = await Promise.all([
    dueFollowUps(db, rep.id, day, LIST_LIMIT),
    dueActivities(db, rep.id, day, LIST_LIMIT),
  ]);
  if (followUps.total === 0 && activities.total === 0) return false;

  const { subject, body } = digestText(rep, day, followUps, activities);
  const queued = await enqueueEmail(db, deps.email, {
    to: rep.email,
    at: now,
    template: 'pipeline_digest',
    values: { pipelineLink: `${deps.appUrl}/pipeline` },
    // Names and subjects are typed text: braces must not be read as placeholders.
    subject: subject.replaceAll('{{', '{ {'),
    content: `${body.replaceAll('{{', '{ {')}\n\nOpen your pipeline:\n{{pipelineLink}}\n\nThe RoofBid team`,
    dedupeKey: digestKey(rep.id, day.today),
  });
  return Boolean(queued);
}

/** The digest's subject and text (typed values made unlinkable). */
export function digestText(
  rep: DigestRep,
  day: DigestDay,
  followUps: DueList<DueFollowUp>,
  activities: DueList<DueActivity>,
) {
  const format = (at: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: day.timeZone, ...options }).format(at);
  const when = (at: Date) =>
    at < day.start
      ? `overdue since ${format(at, { month: 'short', day: 'numeric' })}`
      : `today at ${format(at, { hour: 'numeric', minute: '2-digit' })}`;
  const typed = (value: string) => unlinkable(value.replace(/\s+/g, ' ').trim());
  const followUpLine = (f: DueFollowUp) =>
    `- ${typed(f.leadName)} (${typed(f.statusName)}, ${formatDollars(f.valueCents)}): ${when(f.dueAt)}`;
  const activityLine = (a: DueActivity) =>
    `- ${typed(capitalized(a.activityType))}: ${typed(a.subject)} (${typed(a.leadName)}), ${when(a.scheduledAt)}`;
  const more = (list: DueList<unknown>) =>
    list.total > list.items.length ? [`- and ${list.total - list.items.length} more`] : [];
  const section = (title: string, lines: string[]) =>
    lines.length > 0 ? ['', `${title}:`, ...lines] : [];

  const dueToday = followUps.total - followUps.overdue;
  const counts = [
    followUps.overdue > 0 ? `${followUps.overdue} overdue` : '',
    dueToday > 0 ? `${dueToday} due today` : '',
    activities.total > 0 ? `${activities.total} scheduled` : '',
  ].filter(Boolean);
  const dayName = format(day.start, { weekday: 'long', month: 'long', day: 'numeric' });
  const body = [
    typed(greetingLine(rep.name)),
    '',
    `Here is what needs you on ${dayName}.`,
    ...section('Follow-ups', [...followUps.items.map(followUpLine), ...more(followUps)]),
    ...section('Scheduled activities', [
      ...activities.items.map(activityLine),
      ...more(activities),
    ]),
  ].join('\n');
  return { subject: `Your pipeline today: ${counts.join(', ')}`, body };
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
