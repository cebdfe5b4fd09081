import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, ProfileResponse } from '#shared/schemas/auth.ts';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { setSignedInCustomer } from '../../../lib/signed-in-customer.ts';

/**
 * The signed-in customer, or null. SPEC.md §4: the session is checked on load with the profile
 * call, signed in when it answers OK; a 401 here means "signed out", not an error.
 */
export const profileQuery = queryOptions({
  queryKey: ['/api/customer/profile'],
  queryFn: async () => {
    let customer: ProfileResponse['customer'] | null;
    try {
      customer = (await apiGet<ProfileResponse>('/api/customer/profile')).customer;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      customer = null;
    }
    // The header shows the account while someone is signed in (lib/signed-in-customer.ts).
    setSignedInCustomer(customer);
    return customer;
  },
});

export const useProfile = () => useQuery(profileQuery);

/** Signing in or out changes whose data every cached customer query holds. */
function useResetCustomerData() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: ['/api/customer-orders'] });
    queryClient.removeQueries({ queryKey: ['/api/customer/orders'] });
    queryClient.removeQueries({ queryKey: ['/api/customer/bids'] });
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  };
}

export function useLogin(url: '/api/login' | '/api/customer/login' = '/api/login') {
  const reset = useResetCustomerData();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<LoginResponse>('POST', url, input),
    onSuccess: (response) => {
      setSignedInCustomer(response.customer);
      return reset();
    },
  });
}

export function useLogout() {
  const reset = useResetCustomerData();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/customer/logout'),
    onSuccess: () => {
      setSignedInCustomer(null);
      return reset();
    },
  });
}

/** After a set-password link signs the customer in. */
export const useAfterSignIn = useResetCustomerData;
