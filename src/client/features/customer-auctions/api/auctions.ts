import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAuctionDetail,
  CustomerAuctionSummary,
  RevealCheckoutResponse,
  RevealPaymentResponse,
} from '#shared/schemas/customer-auctions.ts';
import { useState } from 'react';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-form.ts';

const base = (orderId: string) => `/api/customer/auctions/${encodeURIComponent(orderId)}`;

/** The owner's auctions, newest first, for the switcher (GET /api/customer/auctions). */
export const auctionsQuery = () =>
  queryOptions({
    queryKey: ['/api/customer/auctions'],
    queryFn: async () =>
      (await apiGet<{ data: CustomerAuctionSummary[] }>('/api/customer/auctions')).data,
  });

export const useAuctions = () => useQuery(auctionsQuery());

export const auctionQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['/api/customer/auctions', orderId],
    queryFn: () => apiGet<CustomerAuctionDetail>(base(orderId)),
  });

export const useAuction = (orderId: string) => useQuery(auctionQuery(orderId));

/**
 * After any change the auction, the auction list (its state and what waits on the owner), the
 * order list and the old bids list are stale.
 */
function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/customer/auctions', orderId] }),
      queryClient.invalidateQueries({ queryKey: ['/api/customer/auctions'], exact: true }),
      queryClient.invalidateQueries({ queryKey: ['/api/customer/orders'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/customer/bids'] }),
    ]);
}

/** Opens the reveal fee checkout; the caller sends the browser to its URL. */
export const useRevealCheckout = (orderId: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<RevealCheckoutResponse>('POST', `${base(orderId)}/reveal-checkout`),
  });

export function useDecline(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: () => apiRequest('POST', `${base(orderId)}/decline`),
    onSuccess: refresh,
  });
}

export function useAward(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: (bidId: string) => apiRequest('POST', `${base(orderId)}/award`, { bidId }),
    onSuccess: refresh,
  });
}

/**
 * The completion form goes as multipart/form-data (the server checks each file's bytes);
 * `progress` is the share sent so far, for the upload bar.
 */
export function useSendCompletion(orderId: string) {
  const refresh = useRefresh(orderId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return uploadForm(`${base(orderId)}/completion`, form, setProgress);
    },
    onSuccess: refresh,
  });
  return { ...mutation, progress };
}

/**
 * Back from the provider: the server confirms (and if need be fulfils) the reveal payment. Its
 * key is outside the auction's, so refreshing the auction does not run it again.
 */
export function useConfirmReveal(orderId: string, sessionId: string | undefined) {
  const refresh = useRefresh(orderId);
  return useQuery({
    queryKey: ['reveal-payment', orderId, sessionId],
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const result = await apiGet<RevealPaymentResponse>(
        `${base(orderId)}/reveal-checkout/${encodeURIComponent(sessionId!)}`,
      );
      void refresh();
      return result;
    },
  });
}
