import { useState } from 'react';
import { DataList } from '../../../components/data-list.tsx';
import { NoMatches, useListFilters } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
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
  const { filters, change: changeFilters, page, setPage } = useListFilters(noFilters);
  const [selected, setSelected] = useState<{ id: string; name: string } | null>(null);
  // The server is asked once the typing pauses; the selects apply at once.
  const search = useDebouncedValue(filters.search, 300);
  const applied = { ...filters, search };
  const leads = useLeads(applied, page);
  const filtered = Boolean(applied.search.trim() || applied.projectType || applied.leadStatus);

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
      <DataList
        query={leads}
        loading="Loading leads"
        error="The leads could not be loaded."
        empty={
          filtered ? (
            <NoMatches
              title="No leads match these filters."
              onClear={() => changeFilters(noFilters)}
            />
          ) : (
            <ListEmpty title="No leads yet.">
              Quote requests from /get-quote appear here as they arrive, newest first.
            </ListEmpty>
          )
        }
      >
        {(rows) => (
          <ul className="space-y-3" aria-busy={leads.isPlaceholderData}>
            {rows.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  onDetails={() => setSelected({ id: lead.id, name: lead.name })}
                />
              </li>
            ))}
          </ul>
        )}
      </DataList>
      {leads.data && leads.data.total > 0 && (
        <Pager page={page} result={leads.data} onPage={setPage} noun="leads" />
      )}
      <LeadDetailsDialog lead={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
