import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { codeInWords } from '#shared/constants/options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useAuditLog } from '../api/audit-log.ts';

/** Who did what, when (DECISIONS.md §2: every staff write lands here). */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  let body;
  if (log.isPending) body = <ListLoading label="Loading the audit log" />;
  else if (log.isError)
    body = (
      <ListError message="The audit log could not be loaded." onRetry={() => void log.refetch()} />
    );
  else if (log.data.data.length === 0)
    body = (
      <ListEmpty title="Nothing recorded yet.">Staff changes appear here as they happen.</ListEmpty>
    );
  else
    body = (
      <>
        <Table aria-label="Audit log">
          <TableHead>
            <tr>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>Action</Th>
              <Th>What</Th>
            </tr>
          </TableHead>
          <tbody>
            {log.data.data.map((row) => (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
                <Td>
                  {row.actorName ?? row.actorText}
                  {row.actorName && <div className="text-xs text-muted">{row.actorText}</div>}
                </Td>
                <Td>{row.actionText}</Td>
                <Td className="max-w-96 break-words">
                  {/* Words only: the record's id stays on hover, for support. */}
                  {row.entityType && (
                    <div title={row.entityId ?? undefined}>{codeInWords(row.entityType)}</div>
                  )}
                  <div className="text-xs text-muted">{row.detailsText}</div>
                  {!row.entityType && row.detailsText === '' && '—'}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager page={page} result={log.data} onPage={setPage} noun="entries" />
      </>
    );

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-title" className="text-xl font-bold">
          Audit log
        </h2>
        <Button
          variant="secondary"
          size="sm"
          loading={log.isFetching && !log.isPending}
          onClick={() => void log.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {body}
    </section>
  );
}
