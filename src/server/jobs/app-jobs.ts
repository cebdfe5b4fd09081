import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { CheckoutDeps } from '../modules/checkout/checkout-deps.ts';
import {
  handleLeftoverResetRequests,
  type PasswordResetDeps,
} from '../modules/customer-auth/password-reset.service.ts';
import { runAuctionDeadlines } from './auction-deadlines.ts';
import { expireStaleCheckouts, retryPendingRefunds } from './checkout-expiry.ts';
import { remindExpiringDocuments } from './document-expiry.ts';
import { cleanUpExpired } from './maintenance.ts';
import { runPipelineDigest } from './pipeline-digest.ts';
import { runQuestionDigest } from '../modules/auction-questions/question-digest.ts';
import { jobLocks, type Job } from './scheduler.ts';
import { deleteUnneededUploads } from './upload-retention.ts';

const MINUTE = 60_000;

/**
 * Every periodic job of the app, for the one scheduler main.ts starts. A new job (auction
 * deadlines, a daily digest) is a plain function over its deps plus a line here with a lock key
 * of its own in `jobLocks`.
 */
export function appJobs(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  checkout: CheckoutDeps;
  passwordReset: PasswordResetDeps;
  /** BUSINESS_TIME_ZONE: the reps' digest goes out at 08:00 there. */
  businessTimeZone: string;
}): Job[] {
  return [
    {
      name: 'maintenance',
      everyMs: 60 * MINUTE,
      lockKey: jobLocks.maintenance,
      run: () => cleanUpExpired(deps.db, deps.clock.now()),
    },
    {
      // Invoices of rejected and long-pending reviews, leftovers of failed uploads.
      name: 'upload-retention',
      everyMs: 60 * MINUTE,
      lockKey: jobLocks.uploadRetention,
      run: () => deleteUnneededUploads({ ...deps, log: deps.checkout.log }),
    },
    {
      name: 'checkout-expiry',
      everyMs: 5 * MINUTE,
      lockKey: jobLocks.checkoutExpiry,
      run: () => expireStaleCheckouts(deps.checkout),
    },
    {
      name: 'pending-refunds',
      everyMs: 5 * MINUTE,
      lockKey: jobLocks.pendingRefunds,
      run: () => retryPendingRefunds(deps.checkout),
    },
    {
      // Bidding windows, no-bid refunds, award reminders, expiry (issue #10 "Time").
      name: 'auction-deadlines',
      everyMs: 5 * MINUTE,
      lockKey: jobLocks.auctionDeadlines,
      run: () => runAuctionDeadlines(deps.checkout),
    },
    {
      // Each rep's daily follow-up digest from 08:00 business time (issue #11 "Follow-ups").
      name: 'pipeline-digest',
      everyMs: 5 * MINUTE,
      lockKey: jobLocks.pipelineDigest,
      run: () => runPipelineDigest({ ...deps.checkout, timeZone: deps.businessTimeZone }),
    },
    {
      // New questions to each owner, one e-mail per auction at most hourly (issue #24).
      name: 'question-digest',
      everyMs: 2 * MINUTE,
      lockKey: jobLocks.questionDigest,
      run: () => runQuestionDigest(deps.checkout),
    },
    {
      // Licence and insurance documents expiring in 30 and 7 days (issue #23).
      name: 'document-expiry',
      everyMs: 60 * MINUTE,
      lockKey: jobLocks.documentExpiry,
      run: () => remindExpiringDocuments(deps.checkout),
    },
    {
      // Forgot-password requests an instance answered but stopped before handling.
      name: 'password-reset-leftovers',
      everyMs: 30_000,
      lockKey: jobLocks.passwordResetLeftovers,
      run: () => handleLeftoverResetRequests(deps.passwordReset),
    },
  ];
}
