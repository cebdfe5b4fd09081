import { useState } from 'react';
import { optionText, paymentTierLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { EditCell, StatusFilter, useListFilters } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import {
  incompletePaymentStatuses,
  useIncompletePayments,
  type IncompletePayment,
  type IncompletePaymentStatus,
} from '../api/incomplete-payments.ts';
import { IncompletePaymentDialog } from './incomplete-payment-dialog.tsx';
import { PaymentStatusBadge, paymentStatusLabels } from './status-badges.tsx';

const columns = [
  'Started',
  'Homeowner',
  'Project',
  { label: 'Price', className: 'text-right' },
  'Status',
  'Notes',
];

/** Checkouts started and not finished (DECISIONS.md §3), for staff to follow up. */
export function IncompletePaymentsSection() {
  const list = useListFilters({ status: '' as IncompletePaymentStatus | '' });
  const { status } = list.filters;
  const [editing, setEditing] = useState<IncompletePayment | null>(null);
  const rows = useIncompletePayments(status, list.page);

  return (
    <ListSection
      id="incomplete-title"
      title="Incomplete payments"
      align="end"
      toolbar={
        <StatusFilter
          className="w-full sm:w-56"
          options={incompletePaymentStatuses}
          labels={(s) => paymentStatusLabels[s]}
          value={status}
          onChange={(next) => list.change({ status: next })}
        />
      }
    >
      <DataList
        query={rows}
        loading="Loading incomplete payments"
        error="The incomplete payments could not be loaded."
        empty={
          <ListEmpty title={status ? 'None with this status.' : 'No incomplete payments.'}>
            Checkouts that are cancelled or expire before payment appear here.
          </ListEmpty>
        }
        pager={{ page: list.page, onPage: list.setPage, noun: 'incomplete payments' }}
      >
        {(payments) => (
          <DataTable aria-label="Incomplete payments" columns={columns} actions>
            {payments.map((row) => (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
                <Td>
                  <div className="font-semibold">{row.name}</div>
                  <div className="text-muted">{row.email}</div>
                  {row.phone && <div className="text-muted">{row.phone}</div>}
                </Td>
                <Td>
                  {optionText('projectType', row.projectType)}
                  <div className="text-muted">{paymentTierLabel(row.selectedTier)}</div>
                </Td>
                <Td className="text-right tabular-nums">
                  {row.tierPriceCents === null ? '—' : formatMoney(row.tierPriceCents)}
                </Td>
                <Td>
                  <PaymentStatusBadge status={row.status} />
                </Td>
                <Td className="max-w-64 whitespace-pre-line">{row.notes ?? ''}</Td>
                <EditCell name={row.name} onEdit={() => setEditing(row)} />
              </tr>
            ))}
          </DataTable>
        )}
      </DataList>
      <IncompletePaymentDialog row={editing} onClose={() => setEditing(null)} />
    </ListSection>
  );
}
