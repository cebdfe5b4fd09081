import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '#shared/schemas/auth.ts';
import type { StaffSignInResponse, TwoFactorCodeInput } from '#shared/schemas/two-factor.ts';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { setSignedInStaff } from '../../../lib/signed-in-staff.ts';

/** The signed-in staff user, or null (a 401 means signed out). */
export const staffMeQuery = queryOptions({
  queryKey: ['/api/staff/me'],
  queryFn: async () => {
    let staff: StaffMe | null;
    try {
      staff = (await apiGet<{ staff: StaffMe }>('/api/staff/me')).staff;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      staff = null;
    }
    // The header offers the dashboard while someone is signed in (lib/signed-in-staff.ts).
    setSignedInStaff(staff);
    return staff;
  },
});

export const useStaffMe = () => useQuery(staffMeQuery);

// The admin dashboard's and the sales pipeline's endpoints (the pipeline's keep SPEC.md §7 names).
const staffDataUrls = [
  '/api/admin',
  '/api/lead-pipeline',
  '/api/pipeline',
  '/api/sales-people',
  '/api/job-statuses',
  '/api/contact',
];

/** Staff data in the cache belongs to whoever was signed in: dropped on sign-in and sign-out. */
function useResetStaffData() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({
      predicate: (q) => staffDataUrls.some((url) => String(q.queryKey[0]).startsWith(url)),
    });
    await queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey });
  };
}

function useSignedIn() {
  const reset = useResetStaffData();
  return async (staff: StaffMe) => {
    // A contractor user who signed in at /admin or /pipeline lands in their portal.
    if (staff.role === 'contractor') window.location.assign('/contractor');
    else await reset();
  };
}

/** The password step: signed in, or (an admin with two-step sign-in) `codeRequired`. */
export function useStaffLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiRequest<StaffSignInResponse>('POST', '/api/staff/login', input),
    onSuccess: async (answer) => {
      if ('staff' in answer) await signedIn(answer.staff);
    },
  });
}

/** The code step of two-step sign-in: a code from the app, or a recovery code. */
export function useStaffLoginCode() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      apiRequest<{ staff: StaffMe }>('POST', '/api/staff/login/code', input),
    onSuccess: ({ staff }) => signedIn(staff),
  });
}

export function useStaffLogout() {
  const reset = useResetStaffData();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/staff/logout'),
    onSuccess: reset,
  });
}
