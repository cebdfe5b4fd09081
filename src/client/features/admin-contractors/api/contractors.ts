import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  AdminContractorRow,
  ContractorFilter,
  ContractorInput,
} from '#shared/schemas/admin/contractors.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import type { StaffInviteInput, staffInviteResponse } from '#shared/schemas/staff-invite.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';
import { useSaveThenReload } from '../../../lib/resource-hooks.ts';

const ENDPOINT = '/api/admin/contractors';
export const PAGE_SIZE = 25;

export type ContractorListFilters = { page: number; search: string; filter: ContractorFilter | '' };

export const useContractors = ({ page, search, filter }: ContractorListFilters) =>
  useQuery({
    queryKey: [ENDPOINT, { page, search, filter }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (search.trim()) params.set('search', search.trim());
      if (filter) params.set('filter', filter);
      return apiGet<Page<AdminContractorRow>>(`${ENDPOINT}?${params.toString()}`);
    },
    ...keepLastPage,
  });

/** Creates (no id) or edits a contractor; the values go as typed (dollars, "T2P, AB"). */
export const useSaveContractor = () =>
  useSaveThenReload<ContractorInput, AdminContractorRow>(ENDPOINT);

export function useInviteContractorUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StaffInviteInput }) =>
      apiRequest<z.infer<typeof staffInviteResponse>>(
        'POST',
        `${ENDPOINT}/${encodeURIComponent(id)}/invite`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
}
