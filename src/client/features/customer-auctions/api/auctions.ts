import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAuctionDetail,
  RevealCheckoutResponse,
  RevealPaymentResponse,
} from '#shared/schemas/customer-auctions.ts';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';

const base = (orderId: string) => `/api/customer/auctions/${encodeURIComponent(orderId)}`;

export const auctionQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['/api/customer/auctions', orderId],
    queryFn: () => apiGet<CustomerAuctionDetail>(base(orderId)),
  });

export const useAuction = (orderId: string) => useQuery(auctionQuery(orderId));

/** After any change the auction, the order list and the old bids list are stale. */
function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/customer/auctions', orderId] }),
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

/** The completion form goes as multipart/form-data (the server checks each file's bytes). */
export function useSendCompletion(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: async (form: FormData) => {
      const res = await fetch(`${base(orderId)}/completion`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      });
      if (!res.ok) {
        const text = await res.text();
        let body: ConstructorParameters<typeof ApiError>[2];
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          body = undefined;
        }
        throw new ApiError(res.status, `${res.status}: ${text}`, body);
      }
      return res.json() as Promise<unknown>;
    },
    onSuccess: refresh,
  });
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
