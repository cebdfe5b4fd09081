import { LogOut, Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CustomerSummary } from '#shared/schemas/auth.ts';
import { welcomeText } from '#shared/domain/greeting.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useCustomerBids, useCustomerOrders } from '../api/orders.ts';
import { useLogout } from '../api/session.ts';
import { BidCard } from './bid-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { OrderCard } from './order-card.tsx';
import { NoOrders } from './order-history.tsx';

/**
 * The signed-in portal: welcome, Settings, Logout, and the My Orders / Contractor Bids tabs.
 * `auctionPanel` (given by the route, from the customer-auctions feature) shows an order's
 * auction in the bids tab, and `auctionSwitcher` (the same) lets an owner with several
 * auctions pick one there; `initialOrderId` opens that order there (e.g. back from paying).
 */
export function PortalView({
  customer,
  auctionPanel,
  auctionSwitcher,
  initialOrderId,
}: {
  customer: CustomerSummary;
  auctionPanel?: (orderId: string) => ReactNode;
  auctionSwitcher?: (
    selectedId: string | undefined,
    select: (orderId: string) => void,
  ) => ReactNode;
  initialOrderId?: string;
}) {
  const orders = useCustomerOrders();
  const bids = useCustomerBids();
  const logout = useLogout();
  const [tab, setTab] = useState(initialOrderId ? 'bids' : 'orders');
  const [selectedId, setSelectedId] = useState<string | undefined>(initialOrderId);
  // A link to another auction while the portal is open (?auction=<id>) selects that one too.
  const [linkedId, setLinkedId] = useState(initialOrderId);
  if (initialOrderId !== linkedId) {
    setLinkedId(initialOrderId);
    if (initialOrderId) {
      setSelectedId(initialOrderId);
      setTab('bids');
    }
  }
  const [settingsOpen, setSettingsOpen] = useState(false);
  const selected = orders.data?.find((o) => o.id === selectedId) ?? orders.data?.[0];
  const orderBids = (bids.data ?? []).filter((bid) => bid.orderId === selected?.id);
  const amounts = orderBids.map((bid) => bid.amountCents);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {welcomeText(customer.firstName, customer.returning)}
          </h1>
          <p className="text-muted">{customer.email}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden="true" />
            Settings
          </Button>
          <Button
            variant="ghost"
            loading={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: 'Logged Out',
                    description: 'You have been successfully logged out.',
                  }),
              })
            }
          >
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>

      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Settings</DialogTitle>
          </DialogHeader>
          <h3 className="mb-3 font-semibold">Change password</h3>
          <ChangePasswordForm onDone={() => setSettingsOpen(false)} />
        </DialogContent>
      </Dialog>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="orders">My Orders</TabsTrigger>
          <TabsTrigger value="bids">Contractor Bids</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="mt-4">
          {orders.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : orders.isError ? (
            <p role="alert">Your orders could not be loaded. Please refresh the page.</p>
          ) : orders.data.length === 0 ? (
            <NoOrders />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {orders.data.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    className="w-full rounded-xl text-left"
                    aria-label={`${order.orderNumber}: see its contractor bids`}
                    onClick={() => {
                      setSelectedId(order.id);
                      setTab('bids');
                    }}
                  >
                    <OrderCard order={order} selected={order.id === selected?.id} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="bids" className="mt-4 space-y-4">
          {auctionSwitcher?.(selected?.id, setSelectedId)}
          {!selected ? (
            <p className="text-muted">Bids appear here once you have published an auction.</p>
          ) : selected.auctionState && auctionPanel ? (
            auctionPanel(selected.id)
          ) : (
            <>
              <h2 className="text-xl font-semibold">
                Bids on {selected.orderNumber} ({orderBids.length}/4)
              </h2>
              {bids.isPending ? (
                <Skeleton className="h-32 w-full" />
              ) : orderBids.length === 0 ? (
                <div className="rounded-xl bg-surface p-6">
                  <p className="font-semibold">No bids yet.</p>
                  <p className="mt-1 text-sm text-muted">
                    Vetted contractors are reviewing your auction. Most auctions receive their bids
                    within 7-10 business days; we e-mail you as they arrive.
                  </p>
                </div>
              ) : (
                <>
                  <p className="text-muted">
                    Bid range: {formatDollars(Math.min(...amounts), selected.currency)} to{' '}
                    {formatDollars(Math.max(...amounts), selected.currency)}
                  </p>
                  <ul className="grid gap-3 md:grid-cols-2">
                    {orderBids.map((bid) => (
                      <li key={bid.id}>
                        <BidCard bid={bid} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
