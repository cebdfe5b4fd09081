import { ChevronUp, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CreateOrderForm } from './create-order-form.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrdersList } from './orders-list.tsx';

/**
 * Customers (Paid): the manual order form, the order list and each order's details. Which order
 * is open is the page's to keep (in its address), so that a reload or Back keeps it.
 */
export function OrdersTab({
  openOrderId,
  onOpenOrder,
}: {
  openOrderId: string | undefined;
  onOpenOrder: (id: string | undefined) => void;
}) {
  const [creating, setCreating] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Customers (Paid)</h2>
        <Button
          ref={toggleRef}
          variant={creating ? 'secondary' : 'primary'}
          aria-expanded={creating}
          aria-controls="create-order-panel"
          onClick={() => setCreating((open) => !open)}
        >
          {creating ? <ChevronUp aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Create New Order
        </Button>
      </div>
      <div id="create-order-panel" hidden={!creating}>
        {creating && (
          <CreateOrderForm
            onCreated={() => {
              setCreating(false);
              // The form and its focused button go away; keyboard users continue from the toggle.
              toggleRef.current?.focus();
            }}
          />
        )}
      </div>
      <OrdersList onOpen={onOpenOrder} />
      <OrderDetailsDialog orderId={openOrderId} onClose={() => onOpenOrder(undefined)} />
    </div>
  );
}
