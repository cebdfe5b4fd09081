import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuctionState } from '#shared/domain/auction.ts';
import type {
  AdminAuctionDetail,
  AdminAuctionPage,
  AuctionSettingsInput,
} from '#shared/schemas/admin/auctions.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { alwaysFresh, keepLastPage } from '../../../lib/query-freshness.ts';
import { settingsResource } from '../../../lib/resource-hooks.ts';

export const AUCTIONS_URL = '/api/admin/auctions';
export const AUCTION_SETTINGS_URL = '/api/admin/settings/auction';
export const PAGE_SIZE = 25;

export type AuctionFilters = {
  search: string;
  state: AuctionState | '';
  province: string;
  from: string;
  to: string;
};

export function auctionFilterParams(filters: AuctionFilters, page: number) {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const key of ['state', 'province', 'from', 'to'] as const)
    if (filters[key]) params.set(key, filters[key]);
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return params;
}

/**
 * Auctions change while staff look at them (an owner reveals, awards or completes; a contractor
 * bids; the deadline job closes a window): unlike the rest of the app's data, these queries load
 * again whenever they are shown and whenever the window gets the focus back.
 */
export const useAuctions = (filters: AuctionFilters, page: number) =>
  useQuery({
    queryKey: [AUCTIONS_URL, 'list', { ...filters, search: filters.search.trim(), page }],
    queryFn: () =>
      apiGet<AdminAuctionPage>(`${AUCTIONS_URL}?${auctionFilterParams(filters, page).toString()}`),
    ...keepLastPage,
    ...alwaysFresh,
  });

const auctionUrl = (id: string) => `${AUCTIONS_URL}/${encodeURIComponent(id)}`;

export const auctionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [AUCTIONS_URL, 'detail', id],
    queryFn: () => apiGet<AdminAuctionDetail>(auctionUrl(id)),
    ...alwaysFresh,
  });

export const useAuctionDetail = (id: string) => useQuery(auctionDetailQuery(id));

/** Approve completion (also the refund's retry) and Close bidding now: both answer the detail. */
export function useAuctionAction(id: string, action: 'approve-completion' | 'close-bidding') {
  const queryClient = useQueryClient();
  const refresh = () =>
    // The list's state chips and refund flags change with it; a failed refund too.
    queryClient.invalidateQueries({ queryKey: [AUCTIONS_URL] });
  return useMutation({
    mutationFn: () => apiRequest<AdminAuctionDetail>('POST', `${auctionUrl(id)}/${action}`),
    onSuccess: async (detail) => {
      queryClient.setQueryData(auctionDetailQuery(id).queryKey, detail);
      await refresh();
    },
    onError: () => refresh(),
  });
}

export type AuctionSettings = { biddingWindowDays: number; awardDeadlineDays: number };

const auctionSettings = settingsResource<AuctionSettings, AuctionSettingsInput>(
  AUCTION_SETTINGS_URL,
);

export const auctionSettingsQuery = auctionSettings.query;
export const useAuctionSettings = auctionSettings.useSettings;
export const useSaveAuctionSettings = auctionSettings.useSaveSettings;
