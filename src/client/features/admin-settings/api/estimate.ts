import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EstimateTableResponse, EstimateTableWrite } from '#shared/schemas/estimate.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

const ENDPOINT = '/api/admin/settings/estimate';

export const estimateTableQuery = queryOptions({
  queryKey: [ENDPOINT],
  queryFn: () => apiGet<EstimateTableResponse>(ENDPOINT),
});

export const useEstimateSettings = () => useQuery(estimateTableQuery);

export function useSaveEstimateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EstimateTableWrite) =>
      apiRequest<EstimateTableResponse>('PUT', ENDPOINT, input),
    onSuccess: (table) => queryClient.setQueryData(estimateTableQuery.queryKey, table),
  });
}
