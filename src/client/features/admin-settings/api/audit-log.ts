import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { auditRow } from '#shared/schemas/admin/content.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';
import { PAGE_SIZE } from './paging.ts';

export type AuditEntry = z.infer<typeof auditRow>;

const ENDPOINT = '/api/admin/audit-log';

export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: [ENDPOINT, { page }],
    queryFn: () => apiGet<Page<AuditEntry>>(`${ENDPOINT}?page=${page}&pageSize=${PAGE_SIZE}`),
    ...keepLastPage,
    // Every staff write adds a row, from any tab or any colleague: unlike the other lists
    // (never stale, SPEC.md §7), the log is fetched again each time it is opened.
    refetchOnMount: 'always',
  });
