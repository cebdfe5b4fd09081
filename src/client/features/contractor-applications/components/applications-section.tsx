import { useState } from 'react';
import {
  applicationStatuses,
  applicationStatusLabels,
  type ApplicationStatus,
} from '#shared/constants/contractor-vetting.ts';
import type { ApplicationRow } from '#shared/schemas/contractor-applications.ts';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { StatusFilter, useListFilters } from '../../../components/list-toolbar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useApplications } from '../api/applications.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { ApplicationStatusBadge } from './vetting-badges.tsx';

const columns = ['Company', 'Service area', 'Received', 'Status'];

function ApplicationRowView({ row, onOpen }: { row: ApplicationRow; onOpen: () => void }) {
  return (
    <tr>
      <Td>
        <p className="font-semibold">{row.companyName}</p>
        <p className="text-muted">
          {row.contactName} · {row.email}
        </p>
      </Td>
      <Td>{row.serviceArea.join(', ')}</Td>
      <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
      <Td>
        <ApplicationStatusBadge status={row.status} />
      </Td>
      <Td className="text-right">
        <Button variant="secondary" size="sm" onClick={onOpen}>
          Review<span className="sr-only"> the application of {row.companyName}</span>
        </Button>
      </Td>
    </tr>
  );
}

/**
 * The Contractors tab's Applications queue (issue #23): companies that applied at
 * /contractors/apply, waiting ones first by default; each opens its details and documents.
 */
export function ApplicationsSection() {
  // The queue opens on what needs staff: applications not yet decided.
  const list = useListFilters({ status: 'submitted' as ApplicationStatus | '' });
  const { status } = list.filters;
  const [openId, setOpenId] = useState<string | null>(null);
  const applications = useApplications({ page: list.page, status });

  return (
    <ListSection
      id="applications-title"
      title="Applications"
      align="end"
      toolbar={
        <StatusFilter
          options={applicationStatuses}
          labels={(s) => applicationStatusLabels[s]}
          value={status}
          onChange={(next) => list.change({ status: next })}
        />
      }
    >
      <DataList
        query={applications}
        loading="Loading applications"
        error={(error) => `The applications could not be loaded (${error?.message}).`}
        empty={
          <ListEmpty
            title={
              status
                ? `No applications: ${applicationStatusLabels[status]}.`
                : 'No applications yet.'
            }
          >
            Companies apply at /contractors/apply (linked in the site footer and the contractor
            sign-in); their applications wait here for review.
          </ListEmpty>
        }
        pager={{ onPage: list.setPage, noun: 'applications' }}
      >
        {(rows) => (
          <DataTable
            className="min-w-[44rem]"
            aria-label="Applications"
            aria-busy={applications.isPlaceholderData || undefined}
            columns={columns}
            actions="text-right"
          >
            {rows.map((row) => (
              <ApplicationRowView key={row.id} row={row} onOpen={() => setOpenId(row.id)} />
            ))}
          </DataTable>
        )}
      </DataList>
      <ApplicationDialog id={openId} onClose={() => setOpenId(null)} />
    </ListSection>
  );
}
