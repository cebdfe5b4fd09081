import type { PriceSettings } from '#shared/constants/pricing.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findActiveOptionValues } from '../leads/leads.queries.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';

/**
 * Prices and dropdown options, read on every quote request, coupon check and page load, change
 * a few times a year. Each instance keeps them for `ttlMs`: an admin's change shows at once on
 * the instance that made it (invalidate) and within ttlMs on the others.
 */
export type ReferenceData = {
  prices(): Promise<PriceSettings>;
  /** "category:value" of every active dropdown option. */
  optionValues(): Promise<Set<string>>;
  invalidate(): void;
};

export function createReferenceData(db: Db, clock: Clock, ttlMs: number): ReferenceData {
  const cache = new Map<string, { until: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { until: now + ttlMs, value });
    // A failed read is not remembered.
    value.catch(() => cache.delete(key));
    return value;
  }
  return {
    prices: () => cached('prices', () => readPriceSettings(db)),
    optionValues: () =>
      cached('options', () =>
        findActiveOptionValues(db, [
          'projectType',
          'roofMaterial',
          'propertyType',
          'roofAge',
          'urgency',
          'budget',
        ]),
      ),
    invalidate: () => cache.clear(),
  };
}
