import { canadianProvinceCodes } from '#shared/constants/countries.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import type { AuctionFilters } from '../api/auctions.ts';

/** Search, province and the publishing date range above the list. */
export function AuctionFiltersBar({
  filters,
  onChange,
}: {
  filters: AuctionFilters;
  onChange: (patch: Partial<AuctionFilters>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
      <FormField label="Search auctions">
        <Input
          type="search"
          placeholder="Order number, owner name or e-mail, city"
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormField>
      <FormField label="Province">
        <NativeSelect
          value={filters.province}
          onChange={(event) => onChange({ province: event.target.value })}
        >
          <option value="">All provinces</option>
          {Object.entries(canadianProvinceCodes).map(([name, code]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Published from">
        <Input
          type="date"
          value={filters.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label="Published until">
        <Input
          type="date"
          value={filters.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </div>
  );
}
