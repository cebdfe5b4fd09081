import type { PriceSettings } from '#shared/constants/pricing.ts';
import type { EstimateTable } from '#shared/domain/roof-estimate.ts';
import type { ContractorDirectory } from '#shared/schemas/contractor-profile.ts';
import type { RatingSummary } from '#shared/schemas/review.ts';
import type { DropdownOption } from '#shared/schemas/lead.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { contractorDirectory } from '../contractor-profiles/contractor-profiles.service.ts';
import { listActiveDropdownOptions } from '../leads/leads.queries.ts';
import { readEstimateTable } from '../estimate/estimate-table.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import { siteRatingSummary } from '../reviews/reviews.service.ts';

// The dropdown categories a quote request is checked against (SPEC.md §5).
const quoteFormCategories = new Set([
  'projectType',
  'roofMaterial',
  'propertyType',
  'roofAge',
  'urgency',
  'budget',
]);

/**
 * Prices, dropdown options, the estimate's cost table and the site's rating, read on every quote
 * request, coupon check and page load, change a few times a year (the rating a few times a
 * day). Each instance keeps them for `ttlMs`: an admin's change shows at once on the instance
 * that made it (invalidate) and within ttlMs on the others.
 */
export type ReferenceData = {
  prices(): Promise<PriceSettings>;
  /** The active dropdown options, by category and sort order (the quote form's choices). */
  dropdownOptions(): Promise<DropdownOption[]>;
  /** "category:value" of every active option of the quote form's categories. */
  optionValues(): Promise<Set<string>>;
  /** The instant estimate's cost table (/get-quote's page data and its public route). */
  estimateTable(): Promise<EstimateTable>;
  /** The average and count of approved reviews, on every public page that states them. */
  siteRating(): Promise<RatingSummary>;
  /** The vetted companies /rate-contractor offers (names only). */
  contractorDirectory(): Promise<ContractorDirectory>;
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
  const dropdownOptions = () => cached('options', () => listActiveDropdownOptions(db));
  return {
    prices: () => cached('prices', () => readPriceSettings(db)),
    dropdownOptions,
    optionValues: () =>
      cached('option-values', async () => {
        const options = await dropdownOptions();
        return new Set(
          options
            .filter((option) => quoteFormCategories.has(option.category))
            .map((option) => `${option.category}:${option.value}`),
        );
      }),
    estimateTable: () => cached('estimate', () => readEstimateTable(db)),
    siteRating: () => cached('site-rating', () => siteRatingSummary(db)),
    contractorDirectory: () => cached('contractor-directory', () => contractorDirectory(db)),
    invalidate: () => cache.clear(),
  };
}
