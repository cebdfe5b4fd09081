import { useQuery } from '@tanstack/react-query';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { customerOrdersByIdQuery } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';

/** What the order lists say before the customer's first order. */
export function NoOrders() {
  return (
    <div className="rounded-xl bg-surface p-6 text-center">
      <p className="font-semibold">No orders found.</p>
      <p className="mt-1 text-sm text-muted">
        Your order history will appear here after your first purchase.
      </p>
    </div>
  );
}

/** The dialog's Order History (GET /api/customer-orders/{id}). */
export function OrderHistory({ customerId }: { customerId: string }) {
  const orders = useQuery(customerOrdersByIdQuery(customerId));
  if (orders.isPending) {
    return <LoadingShapes label="Loading your orders" shapes={['h-28 w-full', 'h-28 w-full']} />;
  }
  if (orders.isError) {
    return (
      <p role="alert" className="text-red-800">
        Your orders could not be loaded. Please try again.
      </p>
    );
  }
  if (orders.data.length === 0) {
    return <NoOrders />;
  }
  return (
    <ul className="space-y-3">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
