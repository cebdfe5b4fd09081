import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadStatus } from '#shared/constants/options.ts';
import type { AdminLeadDetail, AdminLeadRow, LeadStats } from '#shared/schemas/admin/leads.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import type { DropdownOptionsResponse } from '#shared/schemas/lead.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';

export const LEADS_URL = '/api/admin/contact-submissions';
export const LEAD_STATS_URL = '/api/admin/contact-submissions/stats';
export const PAGE_SIZE = 25;

export type LeadFilters = {
  search: string;
  projectType: string;
  leadStatus: LeadStatus | '';
};

/** The filters as a query string (blank ones left out); the CSV export takes the same. */
export function leadFilterParams(filters: LeadFilters, page?: number) {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.projectType) params.set('projectType', filters.projectType);
  if (filters.leadStatus) params.set('leadStatus', filters.leadStatus);
  if (page !== undefined) {
    params.set('page', String(page));
    params.set('pageSize', String(PAGE_SIZE));
  }
  return params;
}

export const leadListQuery = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: [LEADS_URL, 'list', { ...filters, search: filters.search.trim(), page }],
    queryFn: () =>
      apiGet<Page<AdminLeadRow>>(`${LEADS_URL}?${leadFilterParams(filters, page).toString()}`),
  });

export const useLeads = (filters: LeadFilters, page: number) =>
  useQuery({ ...leadListQuery(filters, page), ...keepLastPage });

export const leadStatsQuery = addressQuery<LeadStats>(LEAD_STATS_URL);

export const useLeadStats = () => useQuery(leadStatsQuery);

export const leadDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [LEADS_URL, 'detail', id],
    queryFn: () => apiGet<AdminLeadDetail>(`${LEADS_URL}/${encodeURIComponent(id)}`),
  });

export const useLeadDetail = (id: string) => useQuery(leadDetailQuery(id));

/**
 * The project types staff filter by. Same key and raw body as the quote form's query, so the
 * two share one cache entry; the select is this feature's own.
 */
export const projectTypeOptionsQuery = queryOptions({
  queryKey: ['/api/dropdown-options'],
  queryFn: () => apiGet<DropdownOptionsResponse>('/api/dropdown-options'),
  select: ({ data }) =>
    data
      .filter((option) => option.category === 'projectType')
      .map(({ value, label }) => ({ value, label })),
});

export const useProjectTypeOptions = () => useQuery(projectTypeOptionsQuery);
