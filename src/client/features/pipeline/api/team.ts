import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateJobStatusInput, JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { CreateSalesPersonInput, SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PIPELINE_URL } from './board.ts';

export const SALES_PEOPLE_URL = '/api/sales-people';
export const JOB_STATUSES_URL = '/api/job-statuses';

export const salesPeopleQuery = queryOptions({
  queryKey: [SALES_PEOPLE_URL],
  queryFn: () => apiGet<{ data: SalesPerson[] }>(SALES_PEOPLE_URL),
  select: ({ data }) => data,
});

export const useSalesPeople = () => useQuery(salesPeopleQuery);

export const jobStatusesQuery = queryOptions({
  queryKey: [JOB_STATUSES_URL],
  queryFn: () => apiGet<{ data: JobStatus[] }>(JOB_STATUSES_URL),
  select: ({ data }) => data,
});

export const useJobStatuses = () => useQuery(jobStatusesQuery);

export function useAddSalesPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSalesPersonInput) =>
      apiRequest<SalesPerson>('POST', SALES_PEOPLE_URL, input),
    // The Sales Team stat counts active sales people.
    onSuccess: () =>
      Promise.all(
        [SALES_PEOPLE_URL, PIPELINE_URL].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  });
}

export function useAddJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateJobStatusInput) =>
      apiRequest<JobStatus>('POST', JOB_STATUSES_URL, input),
    // A new active status is a new board column.
    onSuccess: () =>
      Promise.all(
        [JOB_STATUSES_URL, PIPELINE_URL].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  });
}
