import { useQuery } from '@tanstack/react-query';
import type { Page } from '#shared/schemas/admin/paging.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

/** Rows per page in the More tab's paged lists (the server allows up to 100). */
export const PAGE_SIZE = 25;

/**
 * One page of a More-tab list filtered by status ('' for all); the rows stay on screen while
 * the next page loads.
 */
export const useStatusPage = <T>(endpoint: string, status: string, page: number) =>
  useQuery({
    queryKey: [endpoint, { status, page }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiGet<Page<T>>(`${endpoint}?${params.toString()}`);
    },
    ...keepLastPage,
  });
