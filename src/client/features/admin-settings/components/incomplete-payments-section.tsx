import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { optionText, paymentTierLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import {
  incompletePaymentStatuses,
  useIncompletePayments,
  type IncompletePayment,
  type IncompletePaymentStatus,
} from '../api/incomplete-payments.ts';
import { IncompletePaymentDialog } from './incomplete-payment-dialog.tsx';
import { PaymentStatusBadge, paymentStatusLabels } from './status-badges.tsx';
import { StatusFilterHeading } from './status-filter-heading.tsx';

/** Checkouts started and not finished (DECISIONS.md §3), for staff to follow up. */
export function IncompletePaymentsSection() {
  const [status, setStatus] = useState<IncompletePaymentStatus | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<IncompletePayment | null>(null);
  const rows = useIncompletePayments(status, page);

  let body;
  if (rows.isPending) body = <ListLoading label="Loading incomplete payments" />;
  else if (rows.isError)
    body = (
      <ListError
        message="The incomplete payments could not be loaded."
        onRetry={() => void rows.refetch()}
      />
    );
  else if (rows.data.data.length === 0)
    body = (
      <ListEmpty title={status ? 'None with this status.' : 'No incomplete payments.'}>
        Checkouts that are cancelled or expire before payment appear here.
      </ListEmpty>
    );
  else
    body = (
      <>
        <Table aria-label="Incomplete payments">
          <TableHead>
            <tr>
              <Th>Started</Th>
              <Th>Homeowner</Th>
              <Th>Project</Th>
              <Th className="text-right">Price</Th>
              <Th>Status</Th>
              <Th>Notes</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {rows.data.data.map((row) => (
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
                <Td className="text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${row.name}`}
                    onClick={() => setEditing(row)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager page={page} result={rows.data} onPage={setPage} noun="incomplete payments" />
      </>
    );

  return (
    <section aria-labelledby="incomplete-title" className="space-y-4">
      <StatusFilterHeading
        id="incomplete-title"
        title="Incomplete payments"
        statuses={incompletePaymentStatuses}
        labels={paymentStatusLabels}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {body}
      <IncompletePaymentDialog row={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
