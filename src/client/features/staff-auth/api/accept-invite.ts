import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteInput, AcceptInviteResponse } from '#shared/schemas/staff-invite.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { staffMeQuery } from './staff-session.ts';

/** POST /api/staff/accept-invite: sets the password and signs the new user in. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      apiRequest<AcceptInviteResponse>('POST', '/api/staff/accept-invite', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
  });
}
