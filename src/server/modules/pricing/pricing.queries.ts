import { like } from 'drizzle-orm';
import { defaultPriceSettings, type PriceSettings } from '#shared/constants/pricing.ts';
import type { PricingResponse } from '#shared/schemas/pricing.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';

const PREFIX = 'price.';

/** The price settings, each falling back to its default when an admin has not set it. */
export async function readPriceSettings(db: Db): Promise<PriceSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(like(settings.key, `${PREFIX}%`));
  const stored = Object.fromEntries(rows.map((row) => [row.key.slice(PREFIX.length), row.value]));
  const result: PriceSettings = { ...defaultPriceSettings };
  for (const key of Object.keys(result) as (keyof PriceSettings)[]) {
    const value = stored[key];
    if (key === 'currency') {
      if (typeof value === 'string') result.currency = value;
    } else if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
      result[key] = value;
    }
  }
  return result;
}

/** What visitors may see: the prices, not internal knobs such as the payment-link default. */
export function publicPricing(prices: PriceSettings): PricingResponse {
  const { listPriceCents, launchPriceCents, revealFeeCents, currency } = prices;
  return { listPriceCents, launchPriceCents, revealFeeCents, currency };
}
