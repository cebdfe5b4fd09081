import type { LeadCreatedResponse, LeadInput } from '#shared/schemas/lead.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

/**
 * POST /api/contact. The Idempotency-Key makes a retried submit (a double tap, a dropped
 * connection) return the lead the first attempt created instead of a second one.
 */
export function submitLead(input: LeadInput, idempotencyKey: string) {
  return apiRequest<LeadCreatedResponse>('POST', '/api/contact', input, {
    'idempotency-key': idempotencyKey,
  });
}

export const useSubmitLead = () =>
  useAction(({ input, idempotencyKey }: { input: LeadInput; idempotencyKey: string }) =>
    submitLead(input, idempotencyKey),
  );
