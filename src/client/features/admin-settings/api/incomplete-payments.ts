import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { incompletePaymentRow } from '#shared/schemas/admin/content.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PAGE_SIZE } from './paging.ts';

export type IncompletePayment = z.infer<typeof incompletePaymentRow>;
export type IncompletePaymentStatus = IncompletePayment['status'];
export const incompletePaymentStatuses = ['new', 'contacted', 'converted', 'lost'] as const;

const ENDPOINT = '/api/admin/incomplete-payments';

export const useIncompletePayments = (status: IncompletePaymentStatus | '', page: number) =>
  useQuery({
    queryKey: [ENDPOINT, { status, page }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiGet<Page<IncompletePayment>>(`${ENDPOINT}?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export function useUpdateIncompletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string;
      input: { status?: IncompletePaymentStatus; notes?: string };
    }) => apiRequest<IncompletePayment>('PATCH', `${ENDPOINT}/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
}
