import { Search } from 'lucide-react';
import type { JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { FilterSelect, gridFilterFields } from '../../../components/list-toolbar.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { PipelineFilters } from '../api/board.ts';

/** Status, sales person, "Mine" and a search by name, e-mail or phone; the server filters. */
export function PipelineFiltersBar({
  filters,
  statuses,
  salesPeople,
  canPickMine,
  onChange,
}: {
  filters: PipelineFilters;
  statuses: JobStatus[];
  salesPeople: SalesPerson[];
  canPickMine: boolean;
  onChange: (patch: Partial<PipelineFilters>) => void;
}) {
  const statusNames = new Map(statuses.map((status) => [status.id, status.name]));
  const salesPersonNames = new Map(
    salesPeople.map((person) => [
      person.id,
      `${person.name}${person.isActive ? '' : ' (inactive)'}`,
    ]),
  );
  const field = gridFilterFields(filters, onChange);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
      {/* A wrapping label: the icon sits beside the field, which FormField would not wire up. */}
      <label className="space-y-1.5 text-sm font-semibold">
        <span className="block">Search</span>
        <span className="relative block">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            type="search"
            className="pl-9 font-normal"
            placeholder="Name, e-mail or phone"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </span>
      </label>
      <FilterSelect
        label="Status"
        all="All statuses"
        choices={statusNames}
        {...field('statusId')}
      />
      <FilterSelect
        label="Sales person"
        all="Everyone"
        choices={salesPersonNames}
        disabled={filters.mine}
        {...field('salesPersonId')}
      />
      {canPickMine && (
        <label className="flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.mine}
            onChange={(event) => onChange({ mine: event.target.checked, salesPersonId: '' })}
          />
          Mine
        </label>
      )}
    </div>
  );
}
