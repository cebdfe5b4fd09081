import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';

export type DealRevalued = { id: string; fromCents: number; toCents: number };

/**
 * Sets the deal value of the lead's pipeline row, in the caller's transaction: the row is locked
 * first, so the value it had (for the audit row) is the one replaced, even when staff edit the
 * deal at the same moment. Undefined when the lead has no pipeline row or the value is already
 * this one (nothing changes).
 */
export async function revalueDealOfLead(
  tx: Db,
  change: { contactSubmissionId: string; valueCents: number; at: Date },
): Promise<DealRevalued | undefined> {
  const [deal] = await tx
    .select({ id: leadPipeline.id, valueCents: leadPipeline.valueCents })
    .from(leadPipeline)
    .where(eq(leadPipeline.contactSubmissionId, change.contactSubmissionId))
    .for('update');
  if (!deal || deal.valueCents === change.valueCents) return undefined;
  await tx
    .update(leadPipeline)
    .set({ valueCents: change.valueCents, updatedAt: change.at })
    .where(eq(leadPipeline.id, deal.id));
  return { id: deal.id, fromCents: deal.valueCents, toCents: change.valueCents };
}
