import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { reviewRow } from '#shared/schemas/admin/content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStatusPage } from './paging.ts';

export type AdminReview = z.infer<typeof reviewRow>;
export type ReviewStatus = AdminReview['status'];
export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;

const ENDPOINT = '/api/admin/reviews';

export const useAdminReviews = (status: ReviewStatus | '', page: number) =>
  useStatusPage<AdminReview>(ENDPOINT, status, page);

export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewStatus }) =>
      apiRequest<AdminReview>('PATCH', `${ENDPOINT}/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
}

/** "Confirm invoice": staff opened the invoice and it shows the job (a verified review). */
export function useConfirmReviewInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminReview>('POST', `${ENDPOINT}/${encodeURIComponent(id)}/verify`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
}
