import { useState } from 'react';
import { DataList, DataTable } from '../../../components/data-list.tsx';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useEmailLog, type EmailLogRow } from '../api/email.ts';
import { EmailBodyDialog } from './email-body-dialog.tsx';

const PAGE_SIZE = 20;

const statusBadge: Record<EmailLogRow['status'], { variant: BadgeProps['variant']; text: string }> =
  {
    sent: { variant: 'success', text: 'sent' },
    pending: { variant: 'warning', text: 'pending' },
    sending: { variant: 'warning', text: 'sending' },
    failed: { variant: 'danger', text: 'failed' },
    stored: { variant: 'secondary', text: 'stored (no SMTP configured)' },
  };

function LogRow({ row, onView }: { row: EmailLogRow; onView: () => void }) {
  const badge = statusBadge[row.status];
  return (
    <tr>
      <Td className="break-all">{row.toAddress}</Td>
      <Td className="min-w-48">{row.subject}</Td>
      <Td>{row.template}</Td>
      <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
      <Td>
        <Badge variant={badge.variant}>{badge.text}</Badge>
        {row.status === 'failed' && row.lastError && (
          <p className="mt-1 max-w-64 text-xs break-words text-red-800">{row.lastError}</p>
        )}
      </Td>
      <Td className="text-right tabular-nums">{row.attempts}</Td>
      <Td className="text-right">
        <Button variant="secondary" size="sm" onClick={onView}>
          View<span className="sr-only"> e-mail to {row.toAddress}</span>
        </Button>
      </Td>
    </tr>
  );
}

const columns = [
  'To',
  'Subject',
  'Template',
  'Created',
  'Status',
  { label: 'Attempts', className: 'text-right' },
];

/** Every e-mail the system sent or queued, newest first, with its delivery status. */
export function EmailLog() {
  const [page, setPage] = useState(1);
  const log = useEmailLog(page, PAGE_SIZE);
  // Only a click shows the spinner; the automatic follow-up of queued e-mail stays quiet.
  const [refreshing, setRefreshing] = useState(false);
  const [viewing, setViewing] = useState<EmailLogRow | null>(null);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Sent mail</CardTitle>
          <RefreshButton
            fetching={refreshing}
            onRefresh={() => {
              setRefreshing(true);
              void log.refetch().finally(() => setRefreshing(false));
            }}
          />
        </div>
      </CardHeader>
      <CardContent>
        <DataList
          query={log}
          loading="Loading sent e-mail"
          error={(error) => `The e-mail log could not be loaded (${error?.message}).`}
          empty={
            <ListEmpty title="No e-mail yet.">
              Messages you send here, and the ones the system sends (welcome and password e-mails),
              are listed with their delivery status.
            </ListEmpty>
          }
          pager={{ onPage: setPage, noun: 'e-mails' }}
        >
          {(rows) => (
            <DataTable
              className="min-w-[58rem]"
              caption="Sent e-mail, newest first"
              columns={columns}
              actions="text-right"
            >
              {rows.map((row) => (
                <LogRow key={row.id} row={row} onView={() => setViewing(row)} />
              ))}
            </DataTable>
          )}
        </DataList>
      </CardContent>
      <EmailBodyDialog row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
