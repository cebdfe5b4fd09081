import type { FastifyRequest } from 'fastify';
import type { EstimateTable } from '#shared/domain/roof-estimate.ts';
import type { EstimateTableInput } from '#shared/schemas/estimate.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { saveSettings } from '../admin-content/save-settings.ts';
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
  await saveSettings(deps, request, {
    action: 'estimate_settings.updated',
    values: {
      'estimate.materials': table.materials,
      'estimate.pitchFactors': table.pitchFactors,
      'estimate.regionalFactors': table.regionalFactors,
      'estimate.source': table.source,
    },
    details: { ...table },
  });
  return readEstimateTable(deps.db);
}
