import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractorAuction,
  ContractorAuctionSort,
  ContractorBid,
  ContractorBidForm,
  ContractorMe,
  MyBidRow,
  OwnerContact,
} from '#shared/schemas/contractor-bids.ts';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';
import { setSignedInStaff } from '../../../lib/signed-in-staff.ts';

/**
 * Who is signed in at /contractor: the contractor (200), nobody (401: null) or a staff user
 * who is not a contractor (403: 'not-contractor').
 */
export const contractorMeQuery = queryOptions({
  queryKey: ['/api/contractor/me'],
  queryFn: async (): Promise<ContractorMe | null | 'not-contractor'> => {
    try {
      const me = await apiGet<ContractorMe>('/api/contractor/me');
      setSignedInStaff({ role: 'contractor' });
      return me;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The header follows (lib/signed-in-staff.ts); a 403 is other staff, known already.
        setSignedInStaff(null);
        return null;
      }
      if (error instanceof ApiError && error.status === 403) return 'not-contractor';
      throw error;
    }
  },
});
export const useContractorMe = () => useQuery(contractorMeQuery);

type AuctionPage = { data: ContractorAuction[]; total: number; page: number; pageSize: number };

export const PAGE_SIZE = 10;

export const useOpenAuctions = (page: number, sort: ContractorAuctionSort) =>
  useQuery({
    queryKey: ['/api/contractor/auctions', page, sort],
    queryFn: () =>
      apiGet<AuctionPage>(
        `/api/contractor/auctions?page=${page}&pageSize=${PAGE_SIZE}&sort=${sort}`,
      ),
    ...keepLastPage,
  });

export const useMyBids = () =>
  useQuery({
    queryKey: ['/api/contractor/bids'],
    queryFn: async () => (await apiGet<{ data: MyBidRow[] }>('/api/contractor/bids')).data,
  });

/** One auction I may see (an e-mail's link to /contractor?auction=<id> opens it). */
export const useContractorAuction = (auctionId: string) =>
  useQuery({
    queryKey: [`/api/contractor/auctions/${auctionId}`],
    queryFn: () =>
      apiGet<{ auction: ContractorAuction; owner: OwnerContact | null }>(
        `/api/contractor/auctions/${encodeURIComponent(auctionId)}`,
      ),
  });

/** Portal data belongs to whoever was signed in; every change refreshes both tabs. */
function useRefreshPortal() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith('/api/contractor'),
    });
}

export function usePlaceBid() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: ({ auctionId, values }: { auctionId: string; values: ContractorBidForm }) =>
      apiRequest<ContractorBid>(
        'POST',
        `/api/contractor/auctions/${encodeURIComponent(auctionId)}/bids`,
        values,
      ),
    onSettled: refresh,
  });
}

export function useChangeBid() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: ({ bidId, values }: { bidId: string; values: ContractorBidForm }) =>
      apiRequest<ContractorBid>('PUT', `/api/contractor/bids/${encodeURIComponent(bidId)}`, values),
    onSettled: refresh,
  });
}

export function useWithdrawBid() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (bidId: string) =>
      apiRequest('DELETE', `/api/contractor/bids/${encodeURIComponent(bidId)}`),
    onSettled: refresh,
  });
}

/** What the previous user saw (not "who am I", which the sign-in or sign-out refreshes). */
const otherPortalData = (q: { queryKey: readonly unknown[] }) =>
  String(q.queryKey[0]).startsWith('/api/contractor/') &&
  q.queryKey[0] !== contractorMeQuery.queryKey[0];

export function useContractorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiRequest('POST', '/api/staff/login', input),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: otherPortalData });
      await queryClient.invalidateQueries({ queryKey: contractorMeQuery.queryKey });
    },
  });
}

export function useContractorSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/staff/logout'),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: otherPortalData });
      await queryClient.invalidateQueries({ queryKey: contractorMeQuery.queryKey });
    },
  });
}
