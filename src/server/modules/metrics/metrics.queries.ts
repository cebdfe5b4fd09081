import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** How far back failed e-mails are counted: the outbox keeps every e-mail, sent or not. */
export const FAILED_EMAILS_COUNTED_DAYS = 7;

export type OutboxSummary = {
  /** pending and sending: every one; failed: those created in the last FAILED_EMAILS_COUNTED_DAYS. */
  byStatus: { status: 'pending' | 'sending' | 'failed'; count: number }[];
  /** Seconds since the oldest pending e-mail was queued; 0 with none pending. */
  oldestPendingSeconds: number;
};

/**
 * The outbox as a scrape sees it, in one query whose cost follows the backlog and a week of
 * e-mail, not the table: pending and sending rows through the sender's partial index
 * (email_outbox_due_idx), failed ones among the week's e-mails through the created_at index.
 * Older sent and stored e-mails (most of the table, never deleted) are not read.
 */
export async function readOutboxSummary(db: Db, now: Date): Promise<OutboxSummary> {
  const since = new Date(now.getTime() - FAILED_EMAILS_COUNTED_DAYS * 86_400_000);
  const rows = await queryRows<{
    status: OutboxSummary['byStatus'][number]['status'];
    count: string;
    oldest: Date | string | null;
  }>(
    db,
    sql`
    select status, count(*) as count,
      min(created_at) filter (where status = 'pending') as oldest
    from email_outbox
    where status in ('pending', 'sending')
      or (status = 'failed' and created_at >= ${since.toISOString()}::timestamptz)
    group by status
  `,
  );
  const oldest = rows.find((row) => row.oldest !== null)?.oldest;
  return {
    byStatus: rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    oldestPendingSeconds: oldest
      ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000)
      : 0,
  };
}

/** Auctions (orders with an auction state) by state, in one pass over the orders. */
export async function countAuctionsByState(db: Db) {
  const rows = await queryRows<{ state: string; count: string }>(
    db,
    sql`
    select auction_state as state, count(*) as count
    from orders
    where auction_state is not null
    group by auction_state
  `,
  );
  return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
}
