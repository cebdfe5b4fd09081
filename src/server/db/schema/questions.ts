import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalRef, requiredRef, timestamptz } from './columns.ts';
import { sellerBids } from './bids.ts';
import { contractors } from './contractors.ts';
import { questionDirection, questionStatus } from './enums.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/**
 * Clarifications before the award (docs/decisions/questions.md). Each text is kept as written,
 * for staff, and as the other side reads it (`*_shown`, contact details masked when written):
 * no contact detail crosses before the award.
 */
export const auctionQuestions = pgTable(
  'auction_questions',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    direction: questionDirection('direction').notNull(),
    // to_owner: the contractor who asked; to_bidder: the contractor whose bid is asked about.
    contractorId: optionalRef('contractor_id', () => contractors.id),
    // to_bidder only: the bid the owner asks about (emptied if the bid is withdrawn: the thread
    // stays for staff) and its letter, so the owner still reads "Bidder A".
    bidId: optionalRef('bid_id', () => sellerBids.id),
    bidderSlot: smallint('bidder_slot'),
    question: text('question').notNull(),
    questionShown: text('question_shown').notNull(),
    answer: text('answer'),
    answerShown: text('answer_shown'),
    status: questionStatus('status').notNull().default('open'),
    // The asker's or the answerer's text lost a contact detail to the mask: staff see a flag.
    questionMasked: boolean('question_masked').notNull().default(false),
    answerMasked: boolean('answer_masked').notNull().default(false),
    answeredAt: timestamptz('answered_at'),
    // to_owner: the hourly digest that told the owner about it; null until then.
    notifiedAt: timestamptz('notified_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: optionalRef('hidden_by', () => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('auction_questions_order_idx').on(t.orderId, t.createdAt),
    index('auction_questions_contractor_idx').on(t.contractorId, t.createdAt),
    index('auction_questions_undigested_idx')
      .on(t.orderId)
      .where(sql`${t.direction} = 'to_owner' and ${t.notifiedAt} is null`),
    check(
      'auction_questions_bid_for_bidder',
      sql`(${t.direction} = 'to_bidder') = (${t.bidderSlot} is not null)`,
    ),
    check(
      'auction_questions_answered',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);

/** When the owner was last sent the digest of new questions on an auction: at most hourly. */
export const questionDigests = pgTable('question_digests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamptz('sent_at').notNull(),
});
