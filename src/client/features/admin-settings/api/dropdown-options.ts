import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { dropdownOptionInput, dropdownOptionRow } from '#shared/schemas/admin/content.ts';
import { apiGet, apiSave } from '../../../lib/api-client.ts';

export type DropdownOption = z.infer<typeof dropdownOptionRow>;
export type DropdownOptionWrite = z.output<typeof dropdownOptionInput>;

const ENDPOINT = '/api/admin/dropdown-options';

export const dropdownOptionsAdminQuery = queryOptions({
  queryKey: [ENDPOINT],
  queryFn: () => apiGet<{ data: DropdownOption[] }>(ENDPOINT),
  select: (body) => body.data,
});

export const useDropdownOptionsAdmin = () => useQuery(dropdownOptionsAdminQuery);

export function useSaveDropdownOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DropdownOptionWrite }) =>
      apiSave<DropdownOption>(ENDPOINT, id, input),
    // The quote form and the leads filter read the public list ('/api/dropdown-options').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
        queryClient.invalidateQueries({ queryKey: ['/api/dropdown-options'] }),
      ]),
  });
}
