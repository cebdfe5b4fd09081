import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CheckoutQuoteResponse, CheckoutSessionResponse } from '#shared/schemas/checkout.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export const checkoutQuoteQuery = (submissionId: string, paymentOfferId?: string) =>
  queryOptions({
    queryKey: ['/api/checkout/quote', submissionId, paymentOfferId ?? null],
    queryFn: () =>
      apiGet<CheckoutQuoteResponse>(
        `/api/checkout/quote/${encodeURIComponent(submissionId)}${
          paymentOfferId ? `?paymentOfferId=${encodeURIComponent(paymentOfferId)}` : ''
        }`,
      ),
  });

export const checkoutSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/checkout-session', sessionId],
    queryFn: () =>
      apiGet<CheckoutSessionResponse>(`/api/checkout-session/${encodeURIComponent(sessionId)}`),
  });

export const useCancelCheckout = () =>
  useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<{ success: boolean; paid: boolean; submissionId?: string }>(
        'POST',
        `/api/checkout-session/${encodeURIComponent(sessionId)}/cancel`,
      ),
  });
