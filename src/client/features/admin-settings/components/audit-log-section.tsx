import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useAuditLog, type AuditEntry } from '../api/audit-log.ts';

/** The details object in a line: "status: approved, notes: …", long values shortened. */
function detailsText(details: AuditEntry['details']) {
  return Object.entries(details)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
    })
    .join(', ');
}

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
                  {row.actorName ?? row.actorId ?? '—'}
                  <div className="text-xs text-muted">{row.actorType}</div>
                </Td>
                <Td className="font-mono text-xs">{row.action}</Td>
                <Td className="max-w-96 break-words">
                  {row.entityType && (
                    <div>
                      {row.entityType}
                      {row.entityId && (
                        <span className="font-mono text-xs text-muted"> {row.entityId}</span>
                      )}
                    </div>
                  )}
                  <div className="text-xs text-muted">{detailsText(row.details)}</div>
                  {!row.entityType && Object.keys(row.details).length === 0 && '—'}
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
