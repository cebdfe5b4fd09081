import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowUpsResponse } from '#shared/schemas/pipeline/follow-ups.ts';
import type { ProgressResponse } from '#shared/schemas/pipeline/progress.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';
import { FOLLOW_UPS_URL, PROGRESS_URL } from './leads.ts';

export const followUpsQuery = addressQuery<FollowUpsResponse>(FOLLOW_UPS_URL);

export const useFollowUps = () => useQuery(followUpsQuery);

export const progressQuery = (salesPersonId: string) =>
  queryOptions({
    queryKey: [PROGRESS_URL, salesPersonId],
    queryFn: () =>
      apiGet<ProgressResponse>(
        salesPersonId
          ? `${PROGRESS_URL}?salesPersonId=${encodeURIComponent(salesPersonId)}`
          : PROGRESS_URL,
      ),
  });

export const useProgress = (salesPersonId: string) => useQuery(progressQuery(salesPersonId));
