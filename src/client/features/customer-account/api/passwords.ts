import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '#shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAfterSignIn } from './session.ts';

type ResetUrl = '/api/password-reset' | '/api/customer/forgot-password' | '/api/forgot-password';

export const useRequestPasswordReset = (url: ResetUrl) =>
  useMutation({
    mutationFn: (email: string) => apiRequest<SuccessResponse>('POST', url, { email }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest<SuccessResponse>('POST', '/api/customer/change-password', input),
  });

/** The e-mailed set-password or reset link; signs the customer in. */
export function useSetupPassword() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (input: { token: string; email: string; password: string }) =>
      apiRequest<SuccessResponse>('POST', '/api/setup-password', input),
    onSuccess: afterSignIn,
  });
}

export function useSetupAccount() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (input: { email: string; setupToken: string; password: string }) =>
      apiRequest<SuccessResponse>('POST', '/api/customer/setup-account', input),
    onSuccess: afterSignIn,
  });
}
