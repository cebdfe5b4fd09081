import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
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

/** Every e-mail the system sent or queued, newest first, with its delivery status. */
export function EmailLog() {
  const [page, setPage] = useState(1);
  const log = useEmailLog(page, PAGE_SIZE);
  // Only a click shows the spinner; the automatic follow-up of queued e-mail stays quiet.
  const [refreshing, setRefreshing] = useState(false);
  const [viewing, setViewing] = useState<EmailLogRow | null>(null);

  let body;
  if (log.isPending) {
    body = <ListLoading label="Loading sent e-mail" />;
  } else if (log.isError) {
    body = (
      <ListError
        message={`The e-mail log could not be loaded (${log.error.message}).`}
        onRetry={() => void log.refetch()}
      />
    );
  } else if (log.data.data.length === 0) {
    body = (
      <ListEmpty title="No e-mail yet.">
        Messages you send here, and the ones the system sends (welcome and password e-mails), are
        listed with their delivery status.
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <Table className="min-w-[58rem]">
          <caption className="sr-only">Sent e-mail, newest first</caption>
          <TableHead>
            <tr>
              <Th>To</Th>
              <Th>Subject</Th>
              <Th>Template</Th>
              <Th>Created</Th>
              <Th>Status</Th>
              <Th className="text-right">Attempts</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {log.data.data.map((row) => (
              <LogRow key={row.id} row={row} onView={() => setViewing(row)} />
            ))}
          </tbody>
        </Table>
        <Pager page={log.data.page} result={log.data} onPage={setPage} noun="e-mails" />
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Sent mail</CardTitle>
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void log.refetch().finally(() => setRefreshing(false));
            }}
          >
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <EmailBodyDialog row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
