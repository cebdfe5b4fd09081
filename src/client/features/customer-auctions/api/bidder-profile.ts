import { useQuery } from '@tanstack/react-query';
import type { ContractorProfile } from '#shared/schemas/contractor-profile.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * A revealed bidder's profile (GET /api/customer/auctions/{id}/bids/{bidId}/profile), read when
 * its dialog opens; `bidId` null while no dialog is open.
 */
export function useBidderProfile(orderId: string, bidId: string | null) {
  return useQuery({
    queryKey: ['/api/customer/auctions', orderId, 'bids', bidId, 'profile'],
    queryFn: () =>
      apiGet<ContractorProfile>(
        `/api/customer/auctions/${encodeURIComponent(orderId)}/bids/${encodeURIComponent(bidId!)}/profile`,
      ),
    enabled: bidId !== null,
  });
}
