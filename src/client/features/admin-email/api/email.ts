import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  EmailDetail,
  SendCustomEmailInput,
  adminCustomerRow,
  emailLogRow,
  emailVariablesResponse,
} from '#shared/schemas/admin/email.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

export type EmailLogRow = z.infer<typeof emailLogRow>;
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;
type EmailVariables = z.infer<typeof emailVariablesResponse>;

/** SPEC.md §9: the Email Center shows the 6 most recent customers. */
export const RECENT_CUSTOMERS = 6;

export const recentCustomersQuery = queryOptions({
  queryKey: ['/api/admin/customers', { page: 1, pageSize: RECENT_CUSTOMERS }],
  queryFn: () =>
    apiGet<Page<AdminCustomerRow>>(`/api/admin/customers?page=1&pageSize=${RECENT_CUSTOMERS}`),
});

export const useRecentCustomers = () => useQuery(recentCustomersQuery);

export const emailLogQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['/api/admin/emails', { page, pageSize }],
    queryFn: () => apiGet<Page<EmailLogRow>>(`/api/admin/emails?page=${page}&pageSize=${pageSize}`),
    ...keepLastPage,
    // No polling (SPEC.md §7): the log has a Refresh button for e-mails still on their way.
  });

export const useEmailLog = (page: number, pageSize: number) =>
  useQuery(emailLogQuery(page, pageSize));

/** One e-mail's text, for the log's View dialog; one-time links come back as "[link removed]". */
export const useEmailDetail = (id: string | undefined) =>
  useQuery({
    queryKey: ['/api/admin/emails', 'detail', id],
    queryFn: () => apiGet<EmailDetail>(`/api/admin/emails/${encodeURIComponent(id ?? '')}`),
    enabled: id !== undefined,
  });

/** The composer's preview values for one recipient (a known customer or lead, or blanks). */
export const emailVariablesQuery = (recipient: string) =>
  queryOptions({
    queryKey: ['/api/admin/email-variables', recipient],
    queryFn: () =>
      apiGet<EmailVariables>(
        `/api/admin/email-variables?recipient=${encodeURIComponent(recipient)}`,
      ),
    // A customer's orders change while the dashboard stays open; a minute-old preview is fine.
    staleTime: 60_000,
  });

export const useEmailVariables = (recipient: string | undefined) =>
  useQuery({ ...emailVariablesQuery(recipient ?? ''), enabled: recipient !== undefined });

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendCustomEmailInput) =>
      apiRequest<{ success: boolean; id: string; status: EmailLogRow['status'] }>(
        'POST',
        '/api/admin/send-custom-email',
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/emails'] }),
  });
}
