import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditEntry } from '../audit/audit.queries.ts';
import { moveLeadToFirstWonStatus } from './lead-won.queries.ts';

/** Who made the sale: the payment (system) or staff converting the lead by hand. */
export type SaleActor =
  | { type: 'system'; by: 'payment' }
  | { type: 'staff'; by: 'convert_to_sale'; staffUserId?: string; ip?: string };

/**
 * A lead became an order (issue #11 "Automation"): its pipeline row moves to the first won
 * status with the order number (its value stays the roof job's), with an audit row, in the transaction
 * that makes the order. Safe to repeat; a lead outside the pipeline is left as it is.
 */
export async function markPipelineLeadWon(
  tx: Db,
  sale: {
    contactSubmissionId: string;
    orderId: string;
    orderNumber: string;
    /** What the order charged (the publishing fee): audited, not the deal's value. */
    feeCents: number;
    at: Date;
    actor: SaleActor;
  },
) {
  const moved = await moveLeadToFirstWonStatus(tx, sale);
  if (!moved) return undefined;
  const actor: Pick<AuditEntry, 'actorType' | 'actorId' | 'ip'> =
    sale.actor.type === 'staff'
      ? { actorType: 'staff', actorId: sale.actor.staffUserId, ip: sale.actor.ip }
      : { actorType: 'system' };
  await recordAudit(tx, {
    ...actor,
    // The pipeline module's action for a status change, with the sale's details.
    action: 'pipeline_lead.moved',
    entityType: 'lead_pipeline',
    entityId: moved.id,
    details: {
      by: sale.actor.by,
      contactSubmissionId: sale.contactSubmissionId,
      orderId: sale.orderId,
      orderNumber: sale.orderNumber,
      feeCents: sale.feeCents,
      status: { from: moved.fromStatusId, to: moved.toStatusId },
    },
    at: sale.at,
  });
  return moved;
}

/** Convert to Sale's step in the order's transaction (admin-orders createManualOrder). */
export const wonByConvertToSale =
  (contactSubmissionId: string, staff: { staffUserId?: string; ip?: string }) =>
  (tx: Db, order: { id: string; orderNumber: string; totalAmountCents: number }, at: Date) =>
    markPipelineLeadWon(tx, {
      contactSubmissionId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      feeCents: order.totalAmountCents,
      at,
      actor: { type: 'staff', by: 'convert_to_sale', ...staff },
    });
