import * as z from 'zod/mini';
import {
  estimateMaterials,
  estimateProvinceCodes,
  roofPitches,
  type EstimateMaterial,
  type RoofPitch,
} from '../domain/roof-estimate.ts';
import { centsToAmount } from '../domain/money.ts';
import { moneyAmount } from './admin/orders.ts';
import { requiredText } from './common.ts';

/** One schema per key of a fixed list (materials, pitches, provinces): every key is required. */
function objectOf<K extends string, S extends z.ZodMiniType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

const materialCost = z.object({ lowCentsPerSqFt: z.number(), highCentsPerSqFt: z.number() });

/** GET /api/estimate-table (public) and the admin's GET|PUT: the cost table in cents. */
export const estimateTableResponse = z.object({
  materials: objectOf<EstimateMaterial, typeof materialCost>(estimateMaterials, materialCost),
  pitchFactors: objectOf<RoofPitch, z.ZodMiniNumber>(roofPitches, z.number()),
  regionalFactors: z.record(z.string(), z.number()),
  source: z.string(),
});
export type EstimateTableResponse = z.infer<typeof estimateTableResponse>;

const perSqFt = (message: string) =>
  z.pipe(moneyAmount(message), z.number().check(z.positive(message)));

// A factor outside 0.5-3 is a typo (15 for 1.5), not a market.
const FACTOR_MESSAGE = 'Enter a factor between 0.5 and 3, such as 1.15';
const factor = z.coerce
  .number({ error: FACTOR_MESSAGE })
  .check(z.gte(0.5, FACTOR_MESSAGE), z.lte(3, FACTOR_MESSAGE));

const materialCostInput = z
  .object({
    low: perSqFt('Enter the low cost per sq ft in dollars, such as 4.50'),
    high: perSqFt('Enter the high cost per sq ft in dollars, such as 7.50'),
  })
  .check(
    z.refine((v) => v.low <= v.high, {
      message: 'The high cost must be at least the low cost',
      path: ['high'],
    }),
  );

/** PUT /api/admin/settings/estimate: costs typed in dollars per sq ft, factors as multipliers. */
export const estimateTableInput = z.object({
  materials: objectOf(estimateMaterials, materialCostInput),
  pitchFactors: objectOf(roofPitches, factor),
  regionalFactors: objectOf(estimateProvinceCodes, factor),
  source: requiredText('Say where the figures come from', 300),
});
export type EstimateTableInput = z.infer<typeof estimateTableInput>;

/** The table as the admin form shows it (and PUTs it back): dollars per sq ft, factors as text. */
export function estimateTableFormValues(table: EstimateTableResponse): EstimateTableWrite {
  const record = <K extends string, T>(keys: readonly K[], value: (key: K) => T) =>
    Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;
  return {
    materials: record(estimateMaterials, (m) => ({
      low: centsToAmount(table.materials[m].lowCentsPerSqFt),
      high: centsToAmount(table.materials[m].highCentsPerSqFt),
    })),
    pitchFactors: record(roofPitches, (p) => String(table.pitchFactors[p])),
    regionalFactors: record(estimateProvinceCodes, (code) =>
      String(table.regionalFactors[code] ?? 1),
    ),
    source: table.source,
  };
}
export type EstimateTableWrite = z.input<typeof estimateTableInput>;
