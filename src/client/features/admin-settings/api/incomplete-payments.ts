import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { incompletePaymentRow } from '#shared/schemas/admin/content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStatusPage } from './paging.ts';

export type IncompletePayment = z.infer<typeof incompletePaymentRow>;
export type IncompletePaymentStatus = IncompletePayment['status'];
export const incompletePaymentStatuses = ['new', 'contacted', 'converted', 'lost'] as const;

const ENDPOINT = '/api/admin/incomplete-payments';

export const useIncompletePayments = (status: IncompletePaymentStatus | '', page: number) =>
  useStatusPage<IncompletePayment>(ENDPOINT, status, page);

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
