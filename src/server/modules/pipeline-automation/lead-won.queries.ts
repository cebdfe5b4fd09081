import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { jobStatuses, leadPipeline } from '../../db/schema/pipeline.ts';

export type WonMove = {
  id: string;
  fromStatusId: string;
  toStatusId: string;
  previousOrderNumber: string | null;
};

/**
 * Moves the lead's pipeline row to the first won status (category won, by the board's order)
 * with the order's number, in the caller's transaction. The deal keeps its value, the roof job:
 * the order's fee is revenue, not the deal (src/shared/domain/deal-value.ts). Nothing happens when the lead
 * has no pipeline row, when there is no active won status, or when the row is already won with
 * this order number: a repeated call is harmless. A row already won by hand keeps its won date.
 * Answers the move (for the audit row), or undefined when nothing moved.
 */
export async function moveLeadToFirstWonStatus(
  db: Db,
  move: { contactSubmissionId: string; orderNumber: string; at: Date },
): Promise<WonMove | undefined> {
  const at = move.at.toISOString();
  const [row] = await queryRows<WonMove>(
    db,
    sql`update ${leadPipeline} lp set
        status_id = won.id,
        order_number = ${move.orderNumber},
        probability = 100,
        lost_reason = null,
        won_at = case when was.category = 'won' then coalesce(old.won_at, ${at}::timestamptz)
          else ${at}::timestamptz end,
        closed_at = case when was.category = 'won' then coalesce(old.closed_at, ${at}::timestamptz)
          else ${at}::timestamptz end,
        updated_at = ${at}::timestamptz
      from ${leadPipeline} old
      join ${jobStatuses} was on was.id = old.status_id,
      (
        select s.id from ${jobStatuses} s
        where s.category = 'won' and s.is_active
        order by s."order" desc, s.created_at desc
        limit 1
      ) won
      where lp.contact_submission_id = ${move.contactSubmissionId}
        and old.id = lp.id
        and not (was.category = 'won' and old.order_number is not distinct from ${move.orderNumber})
      returning lp.id, old.status_id as "fromStatusId", won.id as "toStatusId",
        old.order_number as "previousOrderNumber"`,
  );
  return row;
}
