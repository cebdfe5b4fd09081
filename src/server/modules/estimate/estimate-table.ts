import * as z from 'zod/mini';
import { defaultEstimateTable, type EstimateTable } from '#shared/domain/roof-estimate.ts';
import { estimateTableResponse } from '#shared/schemas/estimate.ts';
import type { Db } from '../../db/client.ts';
import { ESTIMATE_PREFIX, selectEstimateSettings } from './estimate.queries.ts';

const parts = estimateTableResponse.shape;

/**
 * The cost table the instant estimate uses: each part an admin saved (`estimate.materials`,
 * `estimate.pitchFactors`, `estimate.regionalFactors`, `estimate.source`), the default for the
 * rest. A stored part that no longer fits the contract falls back too, so a bad row can never
 * break /get-quote.
 */
export async function readEstimateTable(db: Db): Promise<EstimateTable> {
  const table: EstimateTable = structuredClone(defaultEstimateTable);
  for (const row of await selectEstimateSettings(db)) {
    const key = row.key.slice(ESTIMATE_PREFIX.length);
    if (key === 'materials') {
      const parsed = z.safeParse(parts.materials, row.value);
      if (parsed.success) table.materials = parsed.data;
    } else if (key === 'pitchFactors') {
      const parsed = z.safeParse(parts.pitchFactors, row.value);
      if (parsed.success) table.pitchFactors = parsed.data;
    } else if (key === 'regionalFactors') {
      const parsed = z.safeParse(parts.regionalFactors, row.value);
      // Merged, so a region added to the defaults later still has its factor.
      if (parsed.success) table.regionalFactors = { ...table.regionalFactors, ...parsed.data };
    } else if (key === 'source') {
      const parsed = z.safeParse(parts.source, row.value);
      if (parsed.success && parsed.data) table.source = parsed.data;
    }
  }
  return table;
}
