import { Download } from 'lucide-react';
import { leadStatusLabels, leadStatuses } from '#shared/constants/options.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FilterSelect, gridFilterFields, SearchField } from '../../../components/list-toolbar.tsx';
import { leadFilterParams, useProjectTypeOptions, type LeadFilters } from '../api/leads.ts';

/**
 * Search, project type and status above the list, and the CSV export of what they select.
 * `filters.search` is what is typed; the export uses `exportFilters` (the debounced search the
 * list shows), so the file matches the screen.
 */
export function LeadFiltersBar({
  filters,
  exportFilters,
  onChange,
}: {
  filters: LeadFilters;
  exportFilters: LeadFilters;
  onChange: (patch: Partial<LeadFilters>) => void;
}) {
  const projectTypes = useProjectTypeOptions();
  const exportQuery = leadFilterParams(exportFilters).toString();
  const projectTypeLabels = new Map(
    projectTypes.data?.map((option) => [option.value, option.label]),
  );
  const field = gridFilterFields(filters, onChange);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <SearchField
        label="Search leads"
        placeholder="Name, e-mail or phone"
        maxLength={100}
        {...field('search')}
      />
      <FilterSelect
        label="Project type"
        all="All project types"
        choices={projectTypeLabels}
        {...field('projectType')}
      />
      <FilterSelect
        label="Lead status"
        all="All statuses"
        options={leadStatuses}
        labels={(status) => leadStatusLabels[status]}
        {...field('leadStatus')}
      />
      <a
        href={`/api/admin/export/leads.csv${exportQuery ? `?${exportQuery}` : ''}`}
        download
        className={buttonVariants({ variant: 'secondary' })}
      >
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </div>
  );
}
