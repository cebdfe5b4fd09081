import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../integrations/email/mailer.ts';
import {
  claimDueEmails,
  markEmailFailedAttempt,
  markEmailSent,
} from '../modules/email/outbox.queries.ts';
import { storedBodies } from '../modules/email/one-time-links.ts';
import { outageNotice } from '../outage-notice.ts';

export type OutboxSenderDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  from: string;
  maxAttempts: number;
  /** The domain after @ in Message-IDs. */
  messageIdDomain: string;
  log: FastifyBaseLogger;
};

const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min ... capped at an hour. */
export function retryDelayMs(attempt: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Delivers the e-mails that are due; returns how many were attempted. */
export async function deliverDueEmails(deps: OutboxSenderDeps) {
  const claimed = await claimDueEmails(deps.db, deps.clock.now(), LEASE_MS, BATCH);
  for (const email of claimed) {
    try {
      const result = await deps.mailer.send({
        from: deps.from,
        to: email.toAddress,
        subject: email.subject,
        html: email.htmlBody,
        text: email.textBody,
        messageId: `<${email.id}@${deps.messageIdDomain}>`,
      });
      const status = deps.mailer.kind === 'console' ? 'stored' : 'sent';
      await markEmailSent(
        deps.db,
        email.id,
        deps.clock.now(),
        result.messageId,
        status,
        storedBodies(email),
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retry = email.attempts < deps.maxAttempts;
      await markEmailFailedAttempt(
        deps.db,
        email.id,
        message.slice(0, 500),
        retry
          ? { at: new Date(deps.clock.now().getTime() + retryDelayMs(email.attempts)) }
          : { bodies: storedBodies(email) },
      );
      // The logger drops any e-mail address a mail server puts in its answer (log-errors.ts).
      deps.log.warn(
        { emailId: email.id, attempt: email.attempts, willRetry: retry, err },
        'e-mail delivery failed',
      );
    }
  }
  return claimed.length;
}

/**
 * Runs the sender every `intervalMs`, and soon after `kick()` (called when an e-mail is
 * enqueued). Safe with several instances: each claims different rows.
 */
export function startOutboxSender(deps: OutboxSenderDeps, intervalMs = 5_000) {
  let running = false;
  let stopped = false;
  // A run fails every few seconds while the database is down: logged once, and once it is back.
  const runs = outageNotice(deps.log, {
    failed: 'outbox sender run failed',
    recovered: 'outbox sender runs again',
    level: 'error',
  });
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // Keep going while full batches come back: a backlog drains without waiting.
      while (!stopped && (await deliverDueEmails(deps)) === BATCH);
      runs.worked();
    } catch (err) {
      runs.failed(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    kick: () => void tick(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
