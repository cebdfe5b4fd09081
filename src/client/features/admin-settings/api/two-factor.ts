import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorSetup,
  TwoFactorSetupInput,
  TwoFactorStatus,
} from '#shared/schemas/two-factor.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

const ENDPOINT = '/api/staff/two-factor';

export const twoFactorQuery = queryOptions({
  queryKey: [ENDPOINT],
  queryFn: () => apiGet<TwoFactorStatus>(ENDPOINT),
});

export const useTwoFactorStatus = () => useQuery(twoFactorQuery);

/** Starts setting up an authenticator app: the secret and its QR code, shown once. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (input: TwoFactorSetupInput) =>
      apiRequest<TwoFactorSetup>('POST', `${ENDPOINT}/setup`, input),
  });

/** Confirms the app with a code: two-step sign-in is on; answers the recovery codes. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      apiRequest<RecoveryCodes>('POST', `${ENDPOINT}/confirm`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey }),
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => apiRequest('POST', `${ENDPOINT}/disable`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey }),
  });
}
