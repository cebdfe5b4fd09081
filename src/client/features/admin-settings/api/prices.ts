import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { priceSettingsInput, priceSettingsResponse } from '#shared/schemas/admin/content.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export type PriceSettings = z.infer<typeof priceSettingsResponse>;
/** Dollars as typed ("99.99"); the server turns them into cents. */
export type PriceSettingsWrite = z.input<typeof priceSettingsInput>;

const ENDPOINT = '/api/admin/settings/prices';

export const priceSettingsQuery = queryOptions({
  queryKey: [ENDPOINT],
  queryFn: () => apiGet<PriceSettings>(ENDPOINT),
});

export const usePriceSettings = () => useQuery(priceSettingsQuery);

export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceSettingsWrite) => apiRequest<PriceSettings>('PUT', ENDPOINT, input),
    onSuccess: async (prices) => {
      queryClient.setQueryData(priceSettingsQuery.queryKey, prices);
      // The public pages' live prices.
      await queryClient.invalidateQueries({ queryKey: ['/api/pricing'] });
    },
  });
}
