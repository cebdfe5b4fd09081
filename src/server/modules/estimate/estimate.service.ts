import type { FastifyRequest } from 'fastify';
import type { EstimateTable } from '#shared/domain/roof-estimate.ts';
import type { EstimateTableInput } from '#shared/schemas/estimate.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { upsertSetting } from '../admin-content/admin-content.queries.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { readEstimateTable } from './estimate-table.ts';

/** The admin's form (dollars per sq ft) -> the stored table (cents per sq ft). */
function tableOf(input: EstimateTableInput): EstimateTable {
  const materials = Object.fromEntries(
    Object.entries(input.materials).map(([material, cost]) => [
      material,
      { lowCentsPerSqFt: cost.low, highCentsPerSqFt: cost.high },
    ]),
  ) as EstimateTable['materials'];
  const { pitchFactors, regionalFactors, source } = input;
  return { materials, pitchFactors, regionalFactors, source };
}

/** Saves the whole cost table at once (one audited change); it applies to the next estimate. */
export async function saveEstimateTable(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  input: EstimateTableInput,
) {
  const table = tableOf(input);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const staffId = request.staff?.id;
    await upsertSetting(tx, 'estimate.materials', table.materials, staffId, now);
    await upsertSetting(tx, 'estimate.pitchFactors', table.pitchFactors, staffId, now);
    await upsertSetting(tx, 'estimate.regionalFactors', table.regionalFactors, staffId, now);
    await upsertSetting(tx, 'estimate.source', table.source, staffId, now);
    await auditStaff(tx, request, now, {
      action: 'estimate_settings.updated',
      entityType: 'settings',
      details: { ...table },
    });
  });
  return readEstimateTable(deps.db);
}
