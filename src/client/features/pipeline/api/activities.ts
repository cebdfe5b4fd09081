import { useMutation } from '@tanstack/react-query';
import type {
  CreatePipelineActivityInput,
  PipelineActivity,
  UpdatePipelineActivityInput,
} from '#shared/schemas/pipeline/leads.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { leadUrl, useRefreshPipeline } from './leads.ts';

export function useLogActivity(leadId: string) {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (input: CreatePipelineActivityInput) =>
      apiRequest<PipelineActivity>('POST', `${leadUrl(leadId)}/activities`, input),
    // Logging can set the lead's last contact and next follow-up.
    onSuccess: refresh,
  });
}

export function useUpdateActivity() {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdatePipelineActivityInput & { id: string }) =>
      apiRequest<PipelineActivity>(
        'PATCH',
        `/api/pipeline-activities/${encodeURIComponent(id)}`,
        input,
      ),
    onSuccess: refresh,
  });
}
