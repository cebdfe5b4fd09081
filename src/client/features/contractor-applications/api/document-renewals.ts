import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  ContractorDocument,
  pendingDocumentRow,
  RejectInput,
} from '#shared/schemas/contractor-applications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recordsQuery } from '../../../lib/resource-hooks.ts';

const ENDPOINT = '/api/admin/contractor-documents';
// An approved renewal moves the contractor's expiry dates and may let it bid again.
const CONTRACTORS = '/api/admin/contractors';

export type PendingDocument = z.infer<typeof pendingDocumentRow>;

/** The renewals contractors uploaded from the portal, waiting for staff. */
export const usePendingDocuments = () => useQuery(recordsQuery<PendingDocument>(ENDPOINT));

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: RejectInput }) =>
      apiRequest<ContractorDocument>(
        'POST',
        `${ENDPOINT}/${encodeURIComponent(id)}/${reject ? 'reject' : 'approve'}`,
        reject,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
        queryClient.invalidateQueries({ queryKey: [CONTRACTORS] }),
      ]),
  });
}
