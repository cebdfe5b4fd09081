import { Columns3, List } from 'lucide-react';
import { useState } from 'react';
import type { StaffMe } from '#shared/schemas/auth.ts';
import type { PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  noPipelineFilters,
  useBoard,
  useLeadList,
  type ListSorting,
  type PipelineFilters,
} from '../api/board.ts';
import { useJobStatuses, useSalesPeople } from '../api/team.ts';
import { AddLeadDialog } from './add-lead-dialog.tsx';
import { AddSalesPersonDialog } from './add-sales-person-dialog.tsx';
import { AddStatusDialog } from './add-status-dialog.tsx';
import { FollowUps } from './follow-ups.tsx';
import { LeadDrawer } from './lead-drawer.tsx';
import { LeadList } from './lead-list.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import { PipelineFiltersBar } from './pipeline-filters.tsx';
import { PipelineStats } from './pipeline-stats.tsx';

type View = 'board' | 'list';

/** Active Pipeline: stats, follow-ups, filters, the dialogs, and the board or the list. */
export function ActivePipelineTab({ me }: { me: StaffMe }) {
  const [filters, setFilters] = useState<PipelineFilters>(noPipelineFilters);
  const [view, setView] = useState<View>('board');
  const [sorting, setSorting] = useState<ListSorting>({ sort: 'updatedAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const search = useDebouncedValue(filters.search, 300);
  const applied = { ...filters, search };
  const board = useBoard(applied);
  const list = useLeadList(applied, sorting, page);
  const statuses = useJobStatuses();
  const people = useSalesPeople();
  const allStatuses = statuses.data ?? [];
  const allPeople = people.data ?? [];
  const mySalesPersonId = allPeople.find((person) => person.staffUserId === me.id)?.id;
  const closingStatuses = allStatuses.filter((s) => s.isActive && s.category !== 'active');
  const onOpen = (card: PipelineCard) => setOpen({ id: card.id, name: card.name });

  const changeFilters = (patch: Partial<PipelineFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const current = view === 'board' ? board : list;
  let body;
  if (current.isPending) {
    body = <ListLoading label="Loading the pipeline" rows={3} />;
  } else if (current.isError) {
    body = (
      <ListError
        message="The pipeline could not be loaded."
        onRetry={() => void current.refetch()}
      />
    );
  } else if (view === 'board' && board.data) {
    body =
      board.data.columns.length === 0 ? (
        <ListEmpty title="No open statuses yet.">Add a status to get a column.</ListEmpty>
      ) : (
        <PipelineBoard
          board={board.data}
          filters={applied}
          closingStatuses={closingStatuses}
          onOpen={onOpen}
        />
      );
  } else if (list.data) {
    body =
      list.data.total === 0 ? (
        <ListEmpty title="No leads match.">Add a lead, or clear the filters.</ListEmpty>
      ) : (
        <LeadList
          result={list.data}
          sorting={sorting}
          page={page}
          onSort={(next) => {
            setSorting(next);
            setPage(1);
          }}
          onPage={setPage}
          onOpen={onOpen}
        />
      );
  }

  const stats = view === 'board' ? board.data?.stats : list.data?.stats;

  return (
    <div className="space-y-6">
      <PipelineStats stats={stats} />
      {mySalesPersonId && (
        <section aria-labelledby="follow-ups-title" className="space-y-3">
          <h2 id="follow-ups-title" className="text-lg font-semibold">
            My follow-ups
          </h2>
          <FollowUps onOpen={onOpen} />
        </section>
      )}
      <section aria-labelledby="leads-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="leads-title" className="text-lg font-semibold">
            Leads
          </h2>
          <div className="flex flex-wrap gap-2">
            <AddLeadDialog
              salesPeople={allPeople}
              statuses={allStatuses}
              mySalesPersonId={mySalesPersonId}
            />
            <AddStatusDialog />
            {me.role === 'admin' && <AddSalesPersonDialog />}
          </div>
        </div>
        <PipelineFiltersBar
          filters={filters}
          statuses={allStatuses}
          salesPeople={allPeople}
          canPickMine={mySalesPersonId !== undefined}
          onChange={changeFilters}
        />
        <div className="flex items-center gap-1" role="group" aria-label="View">
          <Button
            variant={view === 'board' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            <Columns3 aria-hidden="true" />
            Board
          </Button>
          <Button
            variant={view === 'list' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List aria-hidden="true" />
            List
          </Button>
        </div>
        <div aria-busy={current.isPlaceholderData}>{body}</div>
      </section>
      <LeadDrawer
        lead={open}
        statuses={allStatuses}
        salesPeople={allPeople}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
