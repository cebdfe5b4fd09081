import { useEffect, useState } from 'react';
import type { PricingResponse } from '#shared/schemas/pricing.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';

/**
 * Live prices for marketing pages. They come with the page's HTML; only when they do not (the
 * Vite dev server) are they fetched. Pages that use the query cache read pricingQuery instead.
 */
export function usePublicPricing() {
  const [pricing, setPricing] = useState<PricingResponse | undefined>(
    () => readBootstrap().pricing,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (pricing) return;
    apiGet<PricingResponse>('/api/pricing').then(setPricing, () => setFailed(true));
  }, [pricing]);
  return { pricing, failed };
}
