import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useLeads, type LeadFilters } from '../api/leads.ts';
import { LeadCard } from './lead-card.tsx';
import { LeadDetailsDialog } from './lead-details-dialog.tsx';
import { LeadFiltersBar } from './lead-filters.tsx';
import { LeadStats } from './lead-stats.tsx';

const noFilters: LeadFilters = { search: '', projectType: '', leadStatus: '' };

/** Leads (Unpaid): figures, filters, the newest-first list and its actions (SPEC.md §2). */
export function LeadsTab() {
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<{ id: string; name: string } | null>(null);
  // The server is asked once the typing pauses; the selects apply at once.
  const search = useDebouncedValue(filters.search, 300);
  const applied = { ...filters, search };
  const leads = useLeads(applied, page);
  const filtered = Boolean(applied.search.trim() || applied.projectType || applied.leadStatus);

  const changeFilters = (patch: Partial<LeadFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  let list;
  if (leads.isPending) {
    list = <ListLoading label="Loading leads" />;
  } else if (leads.isError) {
    list = (
      <ListError message="The leads could not be loaded." onRetry={() => void leads.refetch()} />
    );
  } else if (leads.data.data.length === 0) {
    list = filtered ? (
      <ListEmpty title="No leads match these filters.">
        <Button variant="link" size="sm" onClick={() => changeFilters(noFilters)}>
          Clear the filters
        </Button>
      </ListEmpty>
    ) : (
      <ListEmpty title="No leads yet.">
        Quote requests from /get-quote appear here as they arrive, newest first.
      </ListEmpty>
    );
  } else {
    list = (
      <ul className="space-y-3" aria-busy={leads.isPlaceholderData}>
        {leads.data.data.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} onDetails={() => setSelected({ id: lead.id, name: lead.name })} />
          </li>
        ))}
      </ul>
    );
  }

  const total = leads.data?.total ?? 0;
  const capped = leads.data?.totalCapped ?? false;

  return (
    <section aria-labelledby="leads-title" className="space-y-6">
      <h2 id="leads-title" className="sr-only">
        Leads (Unpaid)
      </h2>
      <LeadStats />
      <LeadFiltersBar filters={filters} exportFilters={applied} onChange={changeFilters} />
      <p className="text-sm font-semibold" role="status">
        {leads.data
          ? `${total.toLocaleString()}${capped ? '+' : ''} ${total === 1 ? 'lead' : 'leads'}${filtered ? ' match' : ''}`
          : 'Loading leads…'}
      </p>
      {list}
      {leads.data && leads.data.total > 0 && (
        <Pager page={page} result={leads.data} onPage={setPage} noun="leads" />
      )}
      <LeadDetailsDialog lead={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
