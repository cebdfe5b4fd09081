import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
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

/** Coupon codes for the quote form (DECISIONS.md §3): percent off or a fixed final price. */
export function CouponsSection() {
  const coupons = useCoupons();
  const [dialog, setDialog] = useState<CouponDialogState>(null);

  let body;
  if (coupons.isPending) body = <ListLoading label="Loading coupons" />;
  else if (coupons.isError)
    body = (
      <ListError
        message="The coupons could not be loaded."
        onRetry={() => void coupons.refetch()}
      />
    );
  else if (coupons.data.length === 0)
    body = <ListEmpty title="No coupons yet.">Create one with New coupon.</ListEmpty>;
  else
    body = (
      <Table aria-label="Coupons">
        <TableHead>
          <tr>
            <Th>Code</Th>
            <Th>Discount</Th>
            <Th>Description</Th>
            <Th>Status</Th>
            <Th>Expires</Th>
            <Th className="text-right">Used</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </TableHead>
        <tbody>
          {coupons.data.map((coupon) => (
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
                {coupon.maxUses === null ? ' (no limit)' : ` of ${coupon.maxUses.toLocaleString()}`}
              </Td>
              <Td className="text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${coupon.code}`}
                  onClick={() => setDialog({ mode: 'edit', coupon })}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <section aria-labelledby="coupons-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-title" className="text-xl font-bold">
          Coupons
        </h2>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          New coupon
        </Button>
      </div>
      {body}
      <CouponDialog state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
