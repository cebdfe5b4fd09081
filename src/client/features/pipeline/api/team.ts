import { useQuery } from '@tanstack/react-query';
import type { CreateJobStatusInput, JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { CreateSalesPersonInput, SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { recordsQuery, useAddThenReload } from '../../../lib/resource-hooks.ts';
import { PIPELINE_URL } from './board.ts';

export const SALES_PEOPLE_URL = '/api/sales-people';
export const JOB_STATUSES_URL = '/api/job-statuses';

export const salesPeopleQuery = recordsQuery<SalesPerson>(SALES_PEOPLE_URL);

export const useSalesPeople = () => useQuery(salesPeopleQuery);

export const jobStatusesQuery = recordsQuery<JobStatus>(JOB_STATUSES_URL);

export const useJobStatuses = () => useQuery(jobStatusesQuery);

/** Adds a sales person; the Sales Team stat counts the active ones. */
export const useAddSalesPerson = () =>
  useAddThenReload<CreateSalesPersonInput, SalesPerson>(SALES_PEOPLE_URL, [
    SALES_PEOPLE_URL,
    PIPELINE_URL,
  ]);

/** Adds a job status; a new active status is a new board column. */
export const useAddJobStatus = () =>
  useAddThenReload<CreateJobStatusInput, JobStatus>(JOB_STATUSES_URL, [
    JOB_STATUSES_URL,
    PIPELINE_URL,
  ]);
