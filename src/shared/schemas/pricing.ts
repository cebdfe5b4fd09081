import * as z from 'zod/mini';

/** GET /api/pricing: the live prices (cents) the site shows; the server charges the same. */
export const pricingResponse = z.object({
  listPriceCents: z.number(),
  launchPriceCents: z.number(),
  revealFeeCents: z.number(),
  currency: z.string(),
});
export type PricingResponse = z.infer<typeof pricingResponse>;
