import { useSearchParams } from '../../lib/router.tsx';

export const adminTabs = [
  'customers',
  'leads',
  'auctions',
  'contractors',
  'faqs',
  'email',
  'analytics',
  'more',
] as const;
export type AdminTab = (typeof adminTabs)[number];

const isTab = (value: string | null): value is AdminTab =>
  (adminTabs as readonly (string | null)[]).includes(value);

/**
 * The dashboard's place in its address: `/admin?tab=auctions&auction=<id>` (or `&order=<id>` on
 * Customers), so that a reload, a shared link and the Back button come back to the same tab and
 * the same open auction or order. Every change is a history entry: Back undoes it.
 */
export function useAdminAddress() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AdminTab = isTab(tabParam) ? tabParam : 'customers';
  // An auction is open only on Auctions, an order only on Customers.
  const openOn = (onTab: AdminTab, key: string) => (tab === onTab && params.get(key)) || undefined;

  const go = (next: { tab: AdminTab; auction?: string; order?: string }) => {
    const search = new URLSearchParams({ tab: next.tab });
    if (next.auction) search.set('auction', next.auction);
    if (next.order) search.set('order', next.order);
    // Radix selects a tab on mouse down and again on focus, before the first change has
    // rendered: the second call must not add a second history entry for the same place.
    if (`?${search.toString()}` === window.location.search) return;
    setParams(search);
  };

  return {
    tab,
    openAuctionId: openOn('auctions', 'auction'),
    openOrderId: openOn('customers', 'order'),
    // Another tab leaves the open auction or order behind.
    setTab: (next: string) => {
      if (isTab(next) && next !== tab) go({ tab: next });
    },
    setOpenAuction: (id: string | undefined) => go({ tab: 'auctions', auction: id }),
    setOpenOrder: (id: string | undefined) => go({ tab: 'customers', order: id }),
  };
}
