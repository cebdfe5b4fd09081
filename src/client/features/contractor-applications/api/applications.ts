import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApplicationStatus } from '#shared/constants/contractor-vetting.ts';
import type {
  applicationDecision,
  ApplicationDetail,
  ApplicationRow,
  RejectInput,
  RequestDocumentInput,
} from '#shared/schemas/contractor-applications.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

const ENDPOINT = '/api/admin/contractor-applications';
// An approval creates a contractor: the Contractors list shows it at once.
const CONTRACTORS = '/api/admin/contractors';
export const PAGE_SIZE = 25;

type Decision = z.infer<typeof applicationDecision>;

export const useApplications = ({
  page,
  status,
}: {
  page: number;
  status: ApplicationStatus | '';
}) =>
  useQuery({
    queryKey: [ENDPOINT, { page, status }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiGet<Page<ApplicationRow>>(`${ENDPOINT}?${params.toString()}`);
    },
    ...keepLastPage,
  });

const detailKey = (id: string) => [ENDPOINT, id] as const;

export const useApplication = (id: string | null) =>
  useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: () => apiGet<ApplicationDetail>(`${ENDPOINT}/${encodeURIComponent(id!)}`),
    enabled: id !== null,
  });

/** Approve, reject (with the reason) or ask for a document: then the list and the detail reload. */
export type DecisionInput =
  | { action: 'approve' }
  | { action: 'reject'; body: RejectInput }
  | { action: 'request-document'; body: RequestDocumentInput };

export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      apiRequest<Decision>(
        'POST',
        `${ENDPOINT}/${encodeURIComponent(id)}/${input.action}`,
        'body' in input ? input.body : undefined,
      ),
    onSuccess: async (answer) => {
      queryClient.setQueryData(detailKey(id), answer.application);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
        queryClient.invalidateQueries({ queryKey: [CONTRACTORS] }),
      ]);
    },
  });
}
