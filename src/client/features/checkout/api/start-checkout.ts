import type { CreateCheckoutResponse } from '#shared/schemas/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export type StartCheckoutInput = {
  contactSubmissionId: string;
  paymentOfferId?: string;
  // Sent for the contract (SPEC.md §7); the server charges its own price.
  amount?: number;
  couponCode?: string;
  customerEmail?: string;
  customerName?: string;
};

/**
 * POST /api/create-checkout-session, then the browser goes to the checkout. A plain action, not
 * a mutation: /get-quote does not load the query cache (docs/decisions/page-weight.md).
 */
export const useStartCheckout = () =>
  useAction((input: StartCheckoutInput) =>
    apiRequest<CreateCheckoutResponse>('POST', '/api/create-checkout-session', input),
  );
