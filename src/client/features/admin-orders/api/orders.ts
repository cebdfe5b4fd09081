import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/constants/options.ts';
import type { leadPickerResponse } from '#shared/schemas/admin/leads.ts';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  CreateCustomerOrderInput,
  UpdateOrderInput,
  orderCreatedResponse,
} from '#shared/schemas/admin/orders.ts';
import type { Page } from '#shared/schemas/admin/paging.ts';
import type * as z from 'zod/mini';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { alwaysFresh, keepLastPage } from '../../../lib/query-freshness.ts';

export type OrderFilters = {
  page: number;
  pageSize: number;
  search: string;
  status: OrderStatus | '';
};

/** The filters as a query string; blank ones are left out (the CSV export uses it too). */
export function orderFilterParams({ page, pageSize, search, status }: Partial<OrderFilters>) {
  const params = new URLSearchParams();
  if (page) params.set('page', String(page));
  if (pageSize) params.set('pageSize', String(pageSize));
  if (search?.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  return params;
}

/**
 * Orders change while staff look at them (an owner pays, reveals or completes; the deadline job
 * refunds): the list and the detail load again whenever they are shown and whenever the window
 * gets the focus back, unlike the rest of the app's data.
 */
export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['/api/admin/orders', filters],
    queryFn: () =>
      apiGet<Page<AdminOrderRow>>(`/api/admin/orders?${orderFilterParams(filters).toString()}`),
    ...keepLastPage,
    ...alwaysFresh,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));

export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['/api/admin/orders', id],
    queryFn: () => apiGet<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`),
    ...alwaysFresh,
  });

export const useOrderDetail = (id: string) => useQuery(orderDetailQuery(id));

type LeadPickerResponse = z.infer<typeof leadPickerResponse>;
export type LeadPickerOption = LeadPickerResponse['data'][number];

export const leadPickerQuery = (search: string) =>
  queryOptions({
    queryKey: ['/api/admin/lead-picker', search],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (search.trim()) params.set('search', search.trim());
      return (await apiGet<LeadPickerResponse>(`/api/admin/lead-picker?${params.toString()}`)).data;
    },
    ...keepLastPage,
  });

/** Lists that count orders or paid leads: all of them change when an order does. */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        '/api/admin/orders',
        '/api/admin/seller-bids',
        '/api/admin/lead-picker',
        '/api/admin/contact-submissions',
        '/api/admin/customers',
      ].map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
    );
}

export function useCreateCustomerOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (input: CreateCustomerOrderInput) =>
      apiRequest<z.infer<typeof orderCreatedResponse>>(
        'POST',
        '/api/admin/create-customer-order',
        input,
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateOrder(id: string) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) =>
      apiRequest<AdminOrderDetail>('PUT', `/api/admin/orders/${encodeURIComponent(id)}`, input),
    onSuccess: invalidate,
  });
}
