import type { FastifyBaseLogger } from 'fastify';
import { businessDay, zonedTime } from '../business-time.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { EmailSettings } from '../modules/email/email.service.ts';
import { repsDueADigest } from '../modules/pipeline-automation/pipeline-digest.queries.ts';
import { queueRepDigest } from '../modules/pipeline-automation/pipeline-digest.service.ts';

/** The hour (business time zone) from which each rep's daily digest goes out. */
export const DIGEST_HOUR = 8;
/**
 * Until when a run still sends the day's digests: late enough to catch up after an outage or a
 * deploy in the morning, early enough that nobody gets "today's follow-ups" in the afternoon
 * (a follow-up a rep sets for this afternoon is theirs already, not news for a digest).
 */
export const DIGEST_UNTIL_HOUR = 12;

export type PipelineDigestDeps = {
  db: Db;
  clock: Clock;
  email: EmailSettings;
  appUrl: string;
  /** BUSINESS_TIME_ZONE: where "today" and 08:00 are. */
  timeZone: string;
  emailQueued: () => void;
  log: FastifyBaseLogger;
};

/**
 * The daily follow-up digest (issue #11 "Follow-ups"): from 08:00 in the business time zone,
 * each active rep with overdue or due-today follow-ups or scheduled activities gets one e-mail
 * for the day. Runs every few minutes; a run before 08:00 does nothing, one later in the morning
 * (after an outage) still sends the day's digests, and from noon there is no digest that day. Safe with several instances: the scheduler's advisory lock runs
 * one at a time, and each digest carries the outbox dedupe key
 * `pipeline-digest:<salesPersonId>:<local date>`, so a second run (or a lost lock) queues none
 * twice.
 */
export async function runPipelineDigest(deps: PipelineDigestDeps) {
  const now = deps.clock.now();
  const day = { ...businessDay(deps.timeZone, now), timeZone: deps.timeZone };
  if (now < zonedTime(deps.timeZone, day.today, DIGEST_HOUR)) return { queued: 0 };
  if (now >= zonedTime(deps.timeZone, day.today, DIGEST_UNTIL_HOUR)) return { queued: 0 };

  let queued = 0;
  for (const rep of await repsDueADigest(deps.db, day.today, day.end)) {
    try {
      if (await queueRepDigest(deps.db, deps, rep, day, now)) queued++;
    } catch (err) {
      // One rep's failure must not keep the others' digests back; retried on the next run.
      deps.log.error({ err, salesPersonId: rep.id }, 'pipeline digest failed for a rep');
    }
  }
  if (queued > 0) deps.emailQueued();
  return { queued };
}
