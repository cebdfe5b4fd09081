import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { revalueDealOfLead } from './deal-value.queries.ts';

/** The audit action of a deal value the app set by itself (docs/decisions/deal-value.md). */
export const PIPELINE_LEAD_VALUED = 'pipeline_lead.valued';

/**
 * The owner awarded a bid: the deal of the auction's lead is now worth that bid, the roof job's
 * price (docs/decisions/deal-value.md), with a system audit row, in the award's transaction.
 * A lead outside the pipeline, or a deal already at that value, is left as it is.
 */
export async function valueDealAtAwardedBid(
  tx: Db,
  award: {
    contactSubmissionId: string;
    orderId: string;
    orderNumber: string;
    bidId: string;
    bidAmountCents: number;
    at: Date;
  },
) {
  const changed = await revalueDealOfLead(tx, {
    contactSubmissionId: award.contactSubmissionId,
    valueCents: award.bidAmountCents,
    at: award.at,
  });
  if (!changed) return undefined;
  await recordAudit(tx, {
    actorType: 'system',
    action: PIPELINE_LEAD_VALUED,
    entityType: 'lead_pipeline',
    entityId: changed.id,
    details: {
      by: 'awarded_bid',
      contactSubmissionId: award.contactSubmissionId,
      orderId: award.orderId,
      orderNumber: award.orderNumber,
      bidId: award.bidId,
      valueCents: { from: changed.fromCents, to: changed.toCents },
    },
    at: award.at,
  });
  return changed;
}
