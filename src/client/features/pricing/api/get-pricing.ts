import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '#shared/schemas/pricing.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';

export const pricingQuery = queryOptions({
  queryKey: ['/api/pricing'],
  queryFn: () => apiGet<PricingResponse>('/api/pricing'),
  // The page's HTML already carries the prices; the request is only a fallback.
  initialData: () => readBootstrap().pricing,
});

export const usePricing = () => useQuery(pricingQuery);
