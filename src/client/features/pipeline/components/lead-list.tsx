import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type {
  PipelineCard,
  PipelineListPage,
  PipelineListSort,
} from '#shared/schemas/pipeline/leads.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import type { ListSorting } from '../api/board.ts';
import { formatValue } from './pipeline-labels.ts';
import { StatusBadge } from './status-badge.tsx';

const columns: { sort?: PipelineListSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'Lead' },
  { label: 'Status' },
  { label: 'Sales person' },
  { sort: 'value', label: 'Value', numeric: true },
  { sort: 'expectedCloseDate', label: 'Expected close' },
  { sort: 'nextFollowUpDate', label: 'Next follow-up' },
  { sort: 'updatedAt', label: 'Updated' },
];

/** The list view: every matching lead, sorted by a column header, paged. */
export function LeadList({
  result,
  sorting,
  page,
  onSort,
  onPage,
  onOpen,
}: {
  result: PipelineListPage;
  sorting: ListSorting;
  page: number;
  onSort: (sorting: ListSorting) => void;
  onPage: (page: number) => void;
  onOpen: (card: PipelineCard) => void;
}) {
  return (
    <div>
      <Table aria-label="Pipeline leads">
        <TableHead>
          <tr>
            {columns.map(({ sort, label, numeric }) => {
              const current = sort && sorting.sort === sort;
              const Icon = !current
                ? ArrowUpDown
                : sorting.direction === 'asc'
                  ? ArrowUp
                  : ArrowDown;
              return (
                <Th
                  key={label}
                  className={numeric ? 'text-right' : undefined}
                  aria-sort={
                    current ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {sort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase"
                      onClick={() =>
                        onSort({
                          sort,
                          direction: current && sorting.direction === 'desc' ? 'asc' : 'desc',
                        })
                      }
                    >
                      {label}
                      <Icon className="size-3.5" aria-hidden="true" />
                    </button>
                  ) : (
                    label
                  )}
                </Th>
              );
            })}
          </tr>
        </TableHead>
        <tbody>
          {result.data.map((card) => (
            <tr key={card.id}>
              <Td>
                <button
                  type="button"
                  className="text-left font-semibold text-brand-700 underline-offset-2 hover:underline"
                  onClick={() => onOpen(card)}
                >
                  {card.name}
                </button>
                <span className="block text-xs text-muted">{card.email}</span>
              </Td>
              <Td>
                <StatusBadge status={card.status} />
              </Td>
              <Td>{card.salesPerson.name}</Td>
              <Td className="text-right tabular-nums">{formatValue(card.valueCents)}</Td>
              <Td>{formatDate(card.expectedCloseDate)}</Td>
              <Td className={card.followUpDue ? 'font-semibold text-red-800' : undefined}>
                {formatDate(card.nextFollowUpDate)}
              </Td>
              <Td>{formatDate(card.updatedAt)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={page} result={result} onPage={onPage} noun="leads" />
    </div>
  );
}
