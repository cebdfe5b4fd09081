import { useState } from 'react';
import { formatMoney } from '#shared/domain/money.ts';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { EditCell, NewButton } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useCoupons, type Coupon } from '../api/coupons.ts';
import { CouponDialog, type CouponDialogState } from './coupon-dialog.tsx';
import { ActiveBadge } from './status-badges.tsx';

export function discountText(coupon: Coupon) {
  if (coupon.kind === 'percent') return `${coupon.percentOff ?? 0}% off`;
  return coupon.finalPriceCents === null
    ? 'Fixed price'
    : `Pay ${formatMoney(coupon.finalPriceCents)}`;
}

const isExpired = (coupon: Coupon) =>
  coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() <= Date.now();

const columns = [
  'Code',
  'Discount',
  'Description',
  'Status',
  'Expires',
  { label: 'Used', className: 'text-right' },
];

/** Coupon codes for the quote form (DECISIONS.md §3): percent off or a fixed final price. */
export function CouponsSection() {
  const coupons = useCoupons();
  const [dialog, setDialog] = useState<CouponDialogState>(null);

  return (
    <ListSection
      id="coupons-title"
      title="Coupons"
      toolbar={<NewButton onClick={() => setDialog({ mode: 'create' })}>New coupon</NewButton>}
    >
      <DataList
        query={coupons}
        items={(data) => data}
        loading="Loading coupons"
        error="The coupons could not be loaded."
        empty={<ListEmpty title="No coupons yet.">Create one with New coupon.</ListEmpty>}
      >
        {(rows) => (
          <DataTable aria-label="Coupons" columns={columns} actions>
            {rows.map((coupon) => (
              <tr key={coupon.id}>
                <Td className="font-mono font-semibold">{coupon.code}</Td>
                <Td className="whitespace-nowrap">{discountText(coupon)}</Td>
                <Td>{coupon.description}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <ActiveBadge active={coupon.isActive} />
                    {isExpired(coupon) && (
                      <span className="text-xs font-semibold text-red-800">Expired</span>
                    )}
                  </div>
                </Td>
                <Td className="whitespace-nowrap">
                  {coupon.expiresAt ? formatDate(coupon.expiresAt) : 'Never'}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">
                  {coupon.usedCount.toLocaleString()}
                  {coupon.maxUses === null
                    ? ' (no limit)'
                    : ` of ${coupon.maxUses.toLocaleString()}`}
                </Td>
                <EditCell name={coupon.code} onEdit={() => setDialog({ mode: 'edit', coupon })} />
              </tr>
            ))}
          </DataTable>
        )}
      </DataList>
      <CouponDialog state={dialog} onClose={() => setDialog(null)} />
    </ListSection>
  );
}
