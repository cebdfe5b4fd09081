import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFaqEntry } from '#shared/schemas/admin/content.ts';
import type { FaqInput } from '#shared/schemas/faq.ts';
import { apiGet, apiRequest, apiSave } from '../../../lib/api-client.ts';

const FAQ_URL = '/api/admin/faq';
type FaqList = { data: AdminFaqEntry[] };

/** Every entry, hidden ones too, in category then sortOrder order. */
export const adminFaqQuery = queryOptions({
  queryKey: [FAQ_URL],
  queryFn: () => apiGet<FaqList>(FAQ_URL),
  select: (body) => body.data,
});

export const useAdminFaq = () => useQuery(adminFaqQuery);

/** What the form sends: faqInput's input side (the server trims and checks it again). */
export type FaqWrite = {
  question: string;
  answer: string;
  category: string;
  sortOrder?: number;
  isActive?: boolean;
};

/** After any write the list refreshes; the public /faq reads afresh on its next visit. */
function useRefreshFaq() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FAQ_URL] });
}

export function useSaveFaq() {
  const refresh = useRefreshFaq();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqWrite | FaqInput }) =>
      apiSave<AdminFaqEntry>(FAQ_URL, id, input),
    onSuccess: refresh,
  });
}

export function useDeleteFaq() {
  const refresh = useRefreshFaq();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${FAQ_URL}/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useReorderFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest<FaqList>('POST', `${FAQ_URL}/reorder`, { ids }),
    // The answer is the whole new list: shown at once.
    onSuccess: (body) => queryClient.setQueryData(adminFaqQuery.queryKey, body),
  });
}
