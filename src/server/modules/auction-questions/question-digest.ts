import { queueAuctionNotice } from '../auctions/auction-email.ts';
import type { QuestionDeps } from './contractor-questions.service.ts';
import { ownerAuctionLink } from './question-rules.ts';
import { auctionsDueForDigest, claimDigest, findOrder, markNotified } from './questions.queries.ts';

const HOUR = 60 * 60 * 1000;

/** Thrown inside a digest's transaction to undo its claim when another run told them already. */
class NothingToTell extends Error {}

/**
 * The owner's e-mail about new questions: one per auction at most every hour, not one per
 * question (issue #24). Each auction's digest is claimed by a conditional upsert, so with
 * several instances running it goes out once; the questions it tells of are marked in the same
 * transaction as the queued e-mail.
 */
export async function runQuestionDigest(deps: QuestionDeps) {
  const now = deps.clock.now();
  const lastSentBefore = new Date(now.getTime() - HOUR);
  let sent = 0;
  for (const orderId of await auctionsDueForDigest(deps.db, lastSentBefore)) {
    try {
      const queued = await deps.db.transaction(async (tx) => {
        if (!(await claimDigest(tx, orderId, now, lastSentBefore))) return false;
        const count = await markNotified(tx, orderId, now);
        const order = await findOrder(tx, orderId);
        if (count === 0 || !order) throw new NothingToTell();
        const questions = count === 1 ? 'a question' : `${count} questions`;
        await queueAuctionNotice(tx, deps, now, {
          to: order.orderData.customerEmail,
          orderId: order.id,
          customerId: order.customerId,
          greeting: order.orderData.customerName,
          subject: `New questions about your roof on auction ${order.orderNumber}`,
          body: `Contractors asked ${questions} about your roof on auction ${order.orderNumber}. Your answers help every contractor bid on the same facts; they see your answer, never your contact details. Answer or decline in your account:\n${ownerAuctionLink(deps.appUrl, order.id)}`,
          dedupeKey: `question-digest:${order.id}:${now.toISOString()}`,
        });
        return true;
      });
      if (queued) sent += 1;
    } catch (err) {
      if (!(err instanceof NothingToTell)) throw err;
    }
  }
  if (sent > 0) deps.emailQueued();
  return sent;
}
