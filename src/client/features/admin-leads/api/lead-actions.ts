import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '#shared/constants/options.ts';
import type { AdminLeadDetail } from '#shared/schemas/admin/leads.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LEAD_STATS_URL, LEADS_URL, leadDetailQuery } from './leads.ts';

const leadUrl = (id: string) => `${LEADS_URL}/${encodeURIComponent(id)}`;

export type LeadUpdate = { leadStatus?: LeadStatus; nextFollowUpAt?: string | null };

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadUpdate) => apiRequest<AdminLeadDetail>('PATCH', leadUrl(id), input),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadDetailQuery(id).queryKey, lead);
      // The list shows status and follow-up; the stats count only leads with an order, which a
      // status change never makes (src/shared/domain/lead-conversion.ts).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEADS_URL, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [LEAD_STATS_URL] }),
      ]);
    },
  });
}

/** A payment offer at the default price (DECISIONS.md §3): the checkout charges what it stores. */
export const usePaymentOffer = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ offerId: string; amountCents: number; url: string }>(
        'POST',
        `${leadUrl(id)}/payment-offer`,
      ),
  });

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ id: string; orderNumber: string }>('POST', `${leadUrl(id)}/convert`),
    onSuccess: () =>
      // The new order shows in the Customers tab and leaves the manual order form's lead picker.
      Promise.all(
        [
          LEADS_URL,
          LEAD_STATS_URL,
          '/api/admin/orders',
          '/api/admin/customers',
          '/api/admin/lead-picker',
        ].map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      ),
  });
}
