import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  CheckoutQuoteResponse,
  CheckoutSessionResponse,
  CreateCheckoutResponse,
} from '#shared/schemas/checkout.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export type StartCheckoutInput = {
  contactSubmissionId: string;
  paymentOfferId?: string;
  // Sent for the contract (SPEC.md §7); the server charges its own price.
  amount?: number;
  couponCode?: string;
  customerEmail?: string;
  customerName?: string;
};

export const useStartCheckout = () =>
  useMutation({
    mutationFn: (input: StartCheckoutInput) =>
      apiRequest<CreateCheckoutResponse>('POST', '/api/create-checkout-session', input),
  });

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
