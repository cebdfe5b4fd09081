import { useMutation } from '@tanstack/react-query';
import type { CheckEmailResponse, SignupInput, SuccessResponse } from '#shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const useCheckEmail = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<CheckEmailResponse>('POST', '/api/customer/check-email', { email }),
  });

export const useSignup = () =>
  useMutation({
    mutationFn: (input: SignupInput) =>
      apiRequest<SuccessResponse>('POST', '/api/customer/signup', input),
  });
