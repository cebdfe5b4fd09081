import { isNotNull, sql } from 'drizzle-orm';
import { MAX_BIDS_PER_ORDER } from '#shared/constants/pricing.ts';
import { biddingStates, defaultAuctionSettings } from '#shared/domain/auction.ts';
import { queryRows, type Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { auctionDates } from '../modules/auctions/auction-settings.ts';

/** Columns that say when something happened: none of them may lie after "now". */
const happenedColumns = [
  'created_at',
  'updated_at',
  'submitted_at',
  'paid_at',
  'published_at',
  'first_bid_at',
  'decision_at',
  'revealed_at',
  'awarded_at',
  'expired_at',
  'completed_at',
  'refunded_at',
  'closed_at',
  'won_at',
  'converted_at',
  'fulfilled_at',
  'vetted_at',
  'verified_at',
  'occurred_at',
  'at',
];

const workDoneStates: readonly string[] = ['completed', 'refunded'];

/**
 * Every way the data in the database breaks a rule the product demonstrates (issue #22): an
 * auction that has all its bids but still takes bids, a row dated after `now`, an auction whose
 * bidding window or award deadline is not the one publishing gives it, an order completed while
 * its auction is not, reviews with the same words, and a deal won before its order was paid. One line per break, so a failing test names them. Rows the database dated itself
 * (`defaultNow()`) carry the wall-clock time: "now" is the later of `now` and the database's.
 */
export async function demoRuleBreaks(db: Db, now: Date): Promise<string[]> {
  const breaks: string[] = [];

  const full = await queryRows<{ order_number: string; auction_state: string; bids: number }>(
    db,
    sql`select o.order_number, o.auction_state, count(b.id)::int as bids
        from orders o join seller_bids b on b.order_id = o.id
        where o.auction_state in (${sql.join(
          biddingStates.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by o.id having count(b.id) >= ${MAX_BIDS_PER_ORDER}`,
  );
  for (const o of full) {
    breaks.push(
      `${o.order_number}: ${o.bids} of ${MAX_BIDS_PER_ORDER} bids, still ${o.auction_state}`,
    );
  }

  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp with time zone'
          and column_name in (${sql.join(
            happenedColumns.map((c) => sql`${c}`),
            sql`, `,
          )})
        order by table_name, column_name`,
  );
  const future = await queryRows<{ what: string; n: number }>(
    db,
    sql.join(
      columns.map(
        ({ table_name, column_name }) =>
          sql`select ${`${table_name}.${column_name}`}::text as what, count(*)::int as n
              from ${sql.identifier(table_name)}
              where ${sql.identifier(column_name)} > greatest(${now.toISOString()}::timestamptz, now())`,
      ),
      sql` union all `,
    ),
  );
  for (const f of future.filter((f) => f.n > 0)) breaks.push(`${f.what}: ${f.n} after now`);

  const auctions = await db
    .select({
      orderNumber: orders.orderNumber,
      publishedAt: orders.publishedAt,
      biddingClosesAt: orders.biddingClosesAt,
      awardDeadlineAt: orders.awardDeadlineAt,
      status: orders.status,
      auctionState: orders.auctionState,
    })
    .from(orders)
    .where(isNotNull(orders.publishedAt));
  for (const a of auctions) {
    if (a.status === 'completed' && !workDoneStates.includes(a.auctionState ?? '')) {
      breaks.push(`${a.orderNumber}: completed, its auction ${a.auctionState}`);
    }
    const due = auctionDates(a.publishedAt!, defaultAuctionSettings);
    if (a.biddingClosesAt?.getTime() !== due.biddingClosesAt.getTime()) {
      breaks.push(
        `${a.orderNumber}: bidding closes ${a.biddingClosesAt?.toISOString()}, publishing gives ${due.biddingClosesAt.toISOString()}`,
      );
    }
    if (a.awardDeadlineAt?.getTime() !== due.awardDeadlineAt.getTime()) {
      breaks.push(
        `${a.orderNumber}: award deadline ${a.awardDeadlineAt?.toISOString()}, publishing gives ${due.awardDeadlineAt.toISOString()}`,
      );
    }
  }

  const repeated = await queryRows<{ review_text: string; n: number }>(
    db,
    sql`select review_text, count(*)::int as n from contractor_reviews
        where review_text is not null group by review_text having count(*) > 1`,
  );
  for (const r of repeated) breaks.push(`${r.n} reviews say "${r.review_text}"`);

  // A deal is won by the payment: a won deal dated before its order was paid tells the rep a
  // story that did not happen.
  const wonEarly = await queryRows<{ order_number: string }>(
    db,
    sql`select o.order_number from lead_pipeline p join orders o on o.order_number = p.order_number
        where p.won_at < coalesce(o.paid_at, o.created_at)`,
  );
  for (const w of wonEarly) breaks.push(`${w.order_number}: deal won before the order was paid`);

  return breaks;
}
