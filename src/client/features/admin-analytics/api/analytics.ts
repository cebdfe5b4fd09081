import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

export const ANALYTICS_URL = '/api/admin/analytics';

/** Empty means the server's default (the last 30 days up to today). */
export type AnalyticsRange = { from: string; to: string };

export function analyticsUrl(range: AnalyticsRange) {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `${ANALYTICS_URL}?${query}` : ANALYTICS_URL;
}

// A new range keeps the last figures on screen until the next ones arrive.
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: [ANALYTICS_URL, range],
    queryFn: () => apiGet<AnalyticsReport>(analyticsUrl(range)),
    ...keepLastPage,
    retry: false,
  });
