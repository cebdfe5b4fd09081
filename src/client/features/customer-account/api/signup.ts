import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CheckEmailResponse,
  LoginResponse,
  SignupInput,
  SuccessResponse,
} from '#shared/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAfterSignIn } from './session.ts';

/** E-mails the link that continues the signup. */
export const useSignupLink = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<SuccessResponse>('POST', '/api/customer/signup-link', { email }),
  });

/** The quote request behind an e-mailed signup link: what the details form is prefilled with. */
export const useLinkedSubmission = (link: { email: string; token: string }) =>
  useQuery({
    queryKey: ['/api/customer/check-email', link],
    queryFn: () => apiRequest<CheckEmailResponse>('POST', '/api/customer/check-email', link),
  });

/** Creates the account from the e-mailed link's details form; signs the customer in. */
export function useSignup() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiRequest<LoginResponse>('POST', '/api/customer/signup', input),
    onSuccess: afterSignIn,
  });
}
