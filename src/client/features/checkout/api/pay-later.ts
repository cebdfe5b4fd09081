import type { PayLaterInput } from '#shared/schemas/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

/**
 * POST /api/pay-later: "Submit without paying" e-mails the link back to the payment step (once
 * per quote request, however often it is pressed). A plain action, like starting the checkout.
 */
export const usePayLater = () =>
  useAction((input: PayLaterInput) =>
    apiRequest<{ success: boolean }>('POST', '/api/pay-later', input),
  );
