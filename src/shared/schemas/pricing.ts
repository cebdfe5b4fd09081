import * as z from 'zod/mini';
import { numbers } from './fields.ts';

/** GET /api/pricing: the live prices (cents) the site shows; the server charges the same. */
export const pricingResponse = z.object({
  ...numbers('listPriceCents', 'launchPriceCents', 'revealFeeCents'),
  currency: z.string(),
});
export type PricingResponse = z.infer<typeof pricingResponse>;
