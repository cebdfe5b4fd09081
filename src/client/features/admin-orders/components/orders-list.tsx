import { Download } from 'lucide-react';
import { useState } from 'react';
import { orderStatuses, type OrderStatus } from '#shared/constants/options.ts';
import type { AdminOrderRow } from '#shared/schemas/admin/orders.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { orderFilterParams, useOrders } from '../api/orders.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { OrderBadges, orderMoneyLines, projectLine, statusLabel } from './order-badges.tsx';

const PAGE_SIZE = 25;

function OrderRow({ order, onOpen }: { order: AdminOrderRow; onOpen: (id: string) => void }) {
  return (
    <tr>
      <Td>
        <p className="font-semibold">{order.orderNumber}</p>
        <div className="mt-1">
          <OrderBadges order={order} />
        </div>
      </Td>
      <Td>
        <p>{order.customerEmail}</p>
        <p className="text-muted">{order.customerName}</p>
      </Td>
      <Td className="text-muted">{projectLine(order) || 'No project details'}</Td>
      <Td className="whitespace-nowrap">{formatDate(order.createdAt)}</Td>
      <Td>{order.paymentMethod}</Td>
      <Td className="text-right tabular-nums">
        <ul className="space-y-1">
          {orderMoneyLines(order).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Td>
      <Td className="text-right">
        <Button variant="secondary" size="sm" onClick={() => onOpen(order.id)}>
          View Details<span className="sr-only"> of order {order.orderNumber}</span>
        </Button>
      </Td>
    </tr>
  );
}

/** The order list, paged, searched and filtered on the server (SPEC.md §2 Customers tab). */
export function OrdersList({ onOpen }: { onOpen: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search);
  const filters = { page, pageSize: PAGE_SIZE, search: debouncedSearch, status };
  const orders = useOrders(filters);
  const filtered = Boolean(debouncedSearch.trim() || status);
  const exportHref = `/api/admin/export/orders.csv?${orderFilterParams({
    search: debouncedSearch,
    status,
  }).toString()}`;

  // A refresh that fails leaves the last page on screen (RefreshButton says it failed).
  const result = orders.data;
  let body;
  if (orders.isPending) {
    body = <ListLoading rows={5} label="Loading orders" />;
  } else if (!result) {
    body = (
      <ListError
        message={`The orders could not be loaded (${orders.error?.message ?? 'no answer'}).`}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (result.data.length === 0) {
    body = (
      <ListEmpty title={filtered ? 'No orders match this search.' : 'No orders yet.'}>
        {filtered
          ? 'Try another order number, e-mail or name, or clear the status filter.'
          : 'Orders appear here when a homeowner pays for a quote, or when you create one with Create New Order.'}
      </ListEmpty>
    );
  } else {
    const { data } = result;
    body = (
      <>
        <Table className="min-w-[60rem]" aria-busy={orders.isPlaceholderData || undefined}>
          <caption className="sr-only">Orders, newest first</caption>
          <TableHead>
            <tr>
              <Th>Order</Th>
              <Th>Customer</Th>
              <Th>Project</Th>
              <Th>Date</Th>
              <Th>Payment</Th>
              <Th className="text-right">Fees</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {data.map((order) => (
              <OrderRow key={order.id} order={order} onOpen={onOpen} />
            ))}
          </tbody>
        </Table>
        <Pager page={result.page} result={result} onPage={setPage} noun="orders" />
      </>
    );
  }

  return (
    <section aria-labelledby="orders-title" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h3 id="orders-title" className="mr-auto text-lg font-semibold">
          Orders
        </h3>
        <FormField label="Search orders" className="w-full sm:w-72">
          <Input
            type="search"
            value={search}
            placeholder="Order number, e-mail or name"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </FormField>
        <FormField label="Status" className="w-full sm:w-44">
          <NativeSelect
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <a className={buttonVariants({ variant: 'secondary', size: 'md' })} href={exportHref}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <div className="flex justify-end">
        <RefreshButton
          fetching={orders.isFetching}
          failed={orders.isRefetchError}
          onRefresh={() => void orders.refetch()}
        />
      </div>
      {body}
    </section>
  );
}
