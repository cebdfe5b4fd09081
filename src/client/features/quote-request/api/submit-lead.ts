import type { LeadCreatedResponse, LeadInput } from '#shared/schemas/lead.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { referralCode } from '../../../lib/referral.ts';
import { useAction } from '../../../lib/use-action.ts';

/**
 * POST /api/contact. The Idempotency-Key makes a retried submit (a double tap, a dropped
 * connection) return the lead the first attempt created instead of a second one. The visit's
 * referral code (a rep's QR link, src/client/lib/referral.ts) goes with it.
 */
export function submitLead(input: LeadInput, idempotencyKey: string) {
  const code = referralCode();
  const body: LeadInput = code ? { ...input, referralCode: code } : input;
  return apiRequest<LeadCreatedResponse>('POST', '/api/contact', body, {
    'idempotency-key': idempotencyKey,
  });
}

export const useSubmitLead = () =>
  useAction(({ input, idempotencyKey }: { input: LeadInput; idempotencyKey: string }) =>
    submitLead(input, idempotencyKey),
  );
