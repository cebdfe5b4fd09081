import { useState } from 'react';
import { codeInWords } from '#shared/constants/options.ts';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useAuditLog } from '../api/audit-log.ts';

/** Who did what, when (DECISIONS.md §2: every staff write lands here). */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  return (
    <ListSection
      id="audit-title"
      title="Audit log"
      toolbar={
        <RefreshButton
          fetching={log.isFetching && !log.isPending}
          onRefresh={() => void log.refetch()}
        />
      }
    >
      <DataList
        query={log}
        loading="Loading the audit log"
        error="The audit log could not be loaded."
        empty={
          <ListEmpty title="Nothing recorded yet.">
            Staff changes appear here as they happen.
          </ListEmpty>
        }
        pager={{ page, onPage: setPage, noun: 'entries' }}
      >
        {(rows) => (
          <DataTable aria-label="Audit log" columns={['When', 'Who', 'Action', 'What']}>
            {rows.map((row) => (
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
          </DataTable>
        )}
      </DataList>
    </ListSection>
  );
}
