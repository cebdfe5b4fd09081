import { Pencil } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { optionLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { AdminOrderDetail } from '#shared/schemas/admin/orders.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { useOrderDetail } from '../api/orders.ts';
import { BidsSection } from './bids-section.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { OrderBadges, orderMoneyLines } from './order-badges.tsx';
import { OrderEditForm } from './order-edit-form.tsx';
import { DetailField } from '../../../components/detail-list.tsx';

/** This list's term and value (DetailField). */
function Detail(props: ComponentProps<typeof DetailField>) {
  return <DetailField labelStyle="plain" {...props} />;
}

function OrderSummary({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      <Detail label="Customer">{order.customerName}</Detail>
      <Detail label="E-mail">{order.customerEmail}</Detail>
      <Detail label="Phone">{order.phone}</Detail>
      <Detail label="Address">{order.address}</Detail>
      <Detail label="Fees">
        <ul className="space-y-1">
          {orderMoneyLines(order).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Detail>
      <Detail label="Total amount">
        <span className="font-semibold">{formatMoney(order.totalAmountCents, order.currency)}</span>
      </Detail>
      <Detail label="Payment method">{order.paymentMethod}</Detail>
      <Detail label="Created">{formatDate(order.createdAt)}</Detail>
      <Detail label="Project type">{optionLabel('projectType', order.projectType)}</Detail>
      <Detail label="Budget">{optionLabel('budget', order.budget)}</Detail>
      <Detail label="Urgency">{optionLabel('urgency', order.urgency)}</Detail>
      <Detail label="Message" className="sm:col-span-2">
        {order.message && <span className="whitespace-pre-line">{order.message}</span>}
      </Detail>
    </dl>
  );
}

function DetailsBody({ orderId }: { orderId: string }) {
  const order = useOrderDetail(orderId);
  const [editing, setEditing] = useState(false);

  if (order.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Order details</DialogTitle>
          <DialogDescription>Loading the order…</DialogDescription>
        </DialogHeader>
        <ListLoading rows={4} label="Loading the order" />
      </>
    );
  }
  if (!order.data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Order details</DialogTitle>
        </DialogHeader>
        <ListError
          message={`The order could not be loaded (${order.error?.message ?? 'no answer'}).`}
          onRetry={() => void order.refetch()}
        />
      </>
    );
  }

  const detail = order.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Order {detail.orderNumber}</DialogTitle>
        <DialogDescription>
          {detail.customerName} · {detail.customerEmail}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-6">
        <section aria-labelledby="order-details-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id="order-details-title" className="text-lg font-semibold">
              {editing ? 'Edit Order' : 'Order details'}
            </h4>
            <div className="flex flex-wrap items-center gap-2">
              <RefreshButton
                fetching={order.isFetching}
                failed={order.isRefetchError}
                onRefresh={() => void order.refetch()}
              />
              {!editing && (
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Edit Order
                </Button>
              )}
            </div>
          </div>
          {/* The bids are right here, so their count cannot lag behind the list's. */}
          <OrderBadges order={{ ...detail, bidCount: detail.bids.length }} />
          {editing ? (
            <OrderEditForm order={detail} onDone={() => setEditing(false)} />
          ) : (
            <OrderSummary order={detail} />
          )}
        </section>
        <BidsSection orderId={detail.id} bids={detail.bids} />
      </div>
    </>
  );
}

/**
 * View Details: the order, Edit Order, and its contractor bids (SPEC.md §2). It loads again each
 * time it opens, when the window gets the focus back, and on Refresh.
 */
export function OrderDetailsDialog({
  orderId,
  onClose,
}: {
  orderId: string | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog open={orderId !== undefined} onClose={onClose} size="lg">
      {orderId && <DetailsBody key={orderId} orderId={orderId} />}
    </FormDialog>
  );
}
