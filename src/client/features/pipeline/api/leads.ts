import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePipelineLeadInput,
  PipelineLeadDetail,
  UpdatePipelineLeadInput,
} from '#shared/schemas/pipeline/leads.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useAddThenReload, useInvalidate } from '../../../lib/resource-hooks.ts';
import { boardQuery, PIPELINE_URL, type PipelineFilters } from './board.ts';
import { boardAfterMove, type LeadMove } from './board-move.ts';

export type { LeadMove } from './board-move.ts';

export const FOLLOW_UPS_URL = '/api/pipeline/follow-ups';
export const PROGRESS_URL = '/api/pipeline/progress';
// The Add Lead picker marks submissions already in the pipeline.
const CONTACTS_URL = '/api/contact';

export const leadUrl = (id: string) => `${PIPELINE_URL}/${encodeURIComponent(id)}`;

export const leadDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [PIPELINE_URL, 'detail', id],
    queryFn: () => apiGet<PipelineLeadDetail>(leadUrl(id)),
  });

export const useLeadDetail = (id: string | null) =>
  useQuery({ ...leadDetailQuery(id ?? ''), enabled: id !== null });

/** Everything a lead change can alter: board, list, stats, drawer, follow-ups, progress. */
/** Everything the pipeline shows about leads. */
const PIPELINE_LISTS = [PIPELINE_URL, FOLLOW_UPS_URL, PROGRESS_URL, CONTACTS_URL];

export const useRefreshPipeline = () => useInvalidate(PIPELINE_LISTS);

export const useAddLead = () =>
  useAddThenReload<CreatePipelineLeadInput, PipelineLeadDetail>(PIPELINE_URL, PIPELINE_LISTS);

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (input: UpdatePipelineLeadInput) =>
      apiRequest<PipelineLeadDetail>('PATCH', leadUrl(id), input),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadDetailQuery(id).queryKey, lead);
      await refresh();
    },
  });
}

/**
 * A drag to another status: the board changes at once and goes back if the server refuses
 * (the caller shows the toast); the server's figures replace the guess either way.
 */
export function useMoveLead(filters: PipelineFilters) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPipeline();
  const key = boardQuery(filters).queryKey;
  return useMutation({
    mutationFn: ({ card, to, lostReason }: LeadMove) =>
      apiRequest<PipelineLeadDetail>('PATCH', leadUrl(card.id), {
        statusId: to.id,
        ...(lostReason ? { lostReason } : {}),
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, boardAfterMove(before, move));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: refresh,
  });
}
