import { useMutation } from '@tanstack/react-query';
import type { AdminBid, BidFormInput } from '#shared/schemas/admin/bids.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateOrders } from './orders.ts';

// A bid changes its order's detail and the list's "n/4 Bids": every write refreshes both.

export function useCreateBid(orderId: string) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (input: BidFormInput) =>
      apiRequest<AdminBid>('POST', '/api/admin/seller-bids', { orderId, ...input }),
    // Also after a failure: a 409 means the order filled up meanwhile; show its real bids.
    onSettled: invalidate,
  });
}

export function useUpdateBid() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BidFormInput }) =>
      apiRequest<AdminBid>('PUT', `/api/admin/seller-bids/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteBid() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>('DELETE', `/api/admin/seller-bids/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
