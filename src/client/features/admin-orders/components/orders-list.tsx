import { Download } from 'lucide-react';
import { orderStatuses, type OrderStatus } from '#shared/constants/options.ts';
import type { AdminOrderRow } from '#shared/schemas/admin/orders.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { DataList, DataTable, ListRefresh, ListSection } from '../../../components/data-list.tsx';
import { SearchField, StatusFilter, useListFilters } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
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

const columns = [
  'Order',
  'Customer',
  'Project',
  'Date',
  'Payment',
  { label: 'Fees', className: 'text-right' },
];

/** The order list, paged, searched and filtered on the server (SPEC.md §2 Customers tab). */
export function OrdersList({ onOpen }: { onOpen: (id: string) => void }) {
  const list = useListFilters({ search: '', status: '' as OrderStatus | '' });
  const { search, status } = list.filters;
  const debouncedSearch = useDebouncedValue(search);
  const orders = useOrders({
    page: list.page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    status,
  });
  const filtered = Boolean(debouncedSearch.trim() || status);
  const exportHref = `/api/admin/export/orders.csv?${orderFilterParams({
    search: debouncedSearch,
    status,
  }).toString()}`;

  return (
    <ListSection
      id="orders-title"
      title="Orders"
      heading="h3"
      align="end"
      toolbar={
        <>
          <SearchField
            label="Search orders"
            placeholder="Order number, e-mail or name"
            value={search}
            onChange={(next) => list.change({ search: next })}
          />
          <StatusFilter
            options={orderStatuses}
            labels={statusLabel}
            value={status}
            onChange={(next) => list.change({ status: next })}
          />
          <a className={buttonVariants({ variant: 'secondary', size: 'md' })} href={exportHref}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </>
      }
    >
      <ListRefresh query={orders} />
      {/* A refresh that fails leaves the last page on screen (ListRefresh says it failed). */}
      <DataList
        query={orders}
        loading="Loading orders"
        loadingRows={5}
        error={(error) => `The orders could not be loaded (${error?.message ?? 'no answer'}).`}
        keepDataOnError
        empty={
          <ListEmpty title={filtered ? 'No orders match this search.' : 'No orders yet.'}>
            {filtered
              ? 'Try another order number, e-mail or name, or clear the status filter.'
              : 'Orders appear here when a homeowner pays for a quote, or when you create one with Create New Order.'}
          </ListEmpty>
        }
        pager={{ onPage: list.setPage, noun: 'orders' }}
      >
        {(rows) => (
          <DataTable
            className="min-w-[60rem]"
            aria-busy={orders.isPlaceholderData || undefined}
            caption="Orders, newest first"
            columns={columns}
            actions="text-right"
          >
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} onOpen={onOpen} />
            ))}
          </DataTable>
        )}
      </DataList>
    </ListSection>
  );
}
