import type { PricingResponse } from '#shared/schemas/pricing.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';
import { usePageData } from '../../../lib/use-page-data.ts';

const asIs = (body: PricingResponse) => body;

/** Live prices. Every page's HTML carries them; they are fetched only when it does not. */
export const usePublicPricing = () => usePageData(readBootstrap().pricing, '/api/pricing', asIs);
