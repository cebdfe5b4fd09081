import type * as z from 'zod/mini';
import type { priceSettingsInput, priceSettingsResponse } from '#shared/schemas/admin/content.ts';
import { settingsResource } from '../../../lib/resource-hooks.ts';

export type PriceSettings = z.infer<typeof priceSettingsResponse>;
/** Dollars as typed ("99.99"); the server turns them into cents. */
export type PriceSettingsWrite = z.input<typeof priceSettingsInput>;

// The public pages' live prices come from /api/pricing.
const prices = settingsResource<PriceSettings, PriceSettingsWrite>('/api/admin/settings/prices', [
  '/api/pricing',
]);

export const priceSettingsQuery = prices.query;
export const usePriceSettings = prices.useSettings;
export const useSavePrices = prices.useSaveSettings;
