import { Download } from 'lucide-react';
import { leadStatuses, type LeadStatus } from '#shared/constants/options.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { leadFilterParams, useProjectTypeOptions, type LeadFilters } from '../api/leads.ts';
import { leadStatusLabels } from '#shared/constants/options.ts';

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

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <FormField label="Search leads">
        <Input
          type="search"
          placeholder="Name, e-mail or phone"
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormField>
      <FormField label="Project type">
        <NativeSelect
          value={filters.projectType}
          onChange={(event) => onChange({ projectType: event.target.value })}
        >
          <option value="">All project types</option>
          {projectTypes.data?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Lead status">
        <NativeSelect
          value={filters.leadStatus}
          onChange={(event) => onChange({ leadStatus: event.target.value as LeadStatus | '' })}
        >
          <option value="">All statuses</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
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
