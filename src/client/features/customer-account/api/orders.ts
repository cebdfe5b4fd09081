import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerBid, CustomerOrder } from '#shared/schemas/customer-account.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The dialog's order history: GET /api/customer-orders/{id} (SPEC.md §7). */
export const customerOrdersByIdQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['/api/customer-orders', customerId],
    queryFn: async () =>
      (
        await apiGet<{ data: CustomerOrder[] }>(
          `/api/customer-orders/${encodeURIComponent(customerId)}`,
        )
      ).data,
  });

export const customerOrdersQuery = queryOptions({
  queryKey: ['/api/customer/orders'],
  queryFn: async () => (await apiGet<{ data: CustomerOrder[] }>('/api/customer/orders')).data,
});

export const useCustomerOrders = () => useQuery(customerOrdersQuery);

/** SPEC.md §8: a bids fetch failure yields an empty list. */
export const customerBidsQuery = queryOptions({
  queryKey: ['/api/customer/bids'],
  queryFn: async () => {
    try {
      return (await apiGet<{ data: CustomerBid[] }>('/api/customer/bids')).data;
    } catch {
      return [];
    }
  },
});

export const useCustomerBids = () => useQuery(customerBidsQuery);
