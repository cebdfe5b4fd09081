import { useQuery } from '@tanstack/react-query';
import type { MySalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The signed-in rep's name and referral code, for their QR link; null for anybody else (the
 * server answers 200 with null to visitors, so asking is safe for everyone).
 */
export const useMySalesPerson = () =>
  useQuery({
    queryKey: ['/api/sales-people/me'],
    queryFn: () => apiGet<MySalesPerson>('/api/sales-people/me'),
    select: ({ data }) => data,
  });
