import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PipelineBoard,
  PipelineColumnPage,
  PipelineListPage,
  PipelineListSort,
} from '#shared/schemas/pipeline/leads.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

export const PIPELINE_URL = '/api/lead-pipeline';
export const LIST_PAGE_SIZE = 25;

export type PipelineFilters = {
  statusId: string;
  salesPersonId: string;
  mine: boolean;
  search: string;
};

export const noPipelineFilters: PipelineFilters = {
  statusId: '',
  salesPersonId: '',
  mine: false,
  search: '',
};

export type ListSorting = { sort: PipelineListSort; direction: 'asc' | 'desc' };

/** The filters as a query string, blank ones left out: the server computes everything for them. */
export function pipelineFilterParams(filters: PipelineFilters) {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (filters.statusId) params.set('statusId', filters.statusId);
  if (filters.salesPersonId) params.set('salesPersonId', filters.salesPersonId);
  if (filters.mine) params.set('mine', 'true');
  if (search) params.set('search', search);
  return params;
}

const cleanFilters = (filters: PipelineFilters) => ({ ...filters, search: filters.search.trim() });

export const boardQuery = (filters: PipelineFilters) =>
  queryOptions({
    queryKey: [PIPELINE_URL, 'board', cleanFilters(filters)],
    queryFn: () =>
      apiGet<PipelineBoard>(`${PIPELINE_URL}?${pipelineFilterParams(filters).toString()}`),
  });

// A filter change keeps the last board on screen until the next one arrives.
export const useBoard = (filters: PipelineFilters) =>
  useQuery({ ...boardQuery(filters), ...keepLastPage });

/** One column's next cards after `cursor` (load more on scroll). */
export function fetchColumnPage(filters: PipelineFilters, statusId: string, cursor: string) {
  const params = pipelineFilterParams(filters);
  params.set('column', statusId);
  params.set('cursor', cursor);
  return apiGet<PipelineColumnPage>(`${PIPELINE_URL}?${params.toString()}`);
}

export const listQuery = (filters: PipelineFilters, sorting: ListSorting, page: number) =>
  queryOptions({
    queryKey: [PIPELINE_URL, 'list', cleanFilters(filters), sorting, page],
    queryFn: () => {
      const params = pipelineFilterParams(filters);
      params.set('view', 'list');
      params.set('sort', sorting.sort);
      params.set('direction', sorting.direction);
      params.set('page', String(page));
      params.set('pageSize', String(LIST_PAGE_SIZE));
      return apiGet<PipelineListPage>(`${PIPELINE_URL}?${params.toString()}`);
    },
  });

export const useLeadList = (filters: PipelineFilters, sorting: ListSorting, page: number) =>
  useQuery({ ...listQuery(filters, sorting, page), ...keepLastPage });
