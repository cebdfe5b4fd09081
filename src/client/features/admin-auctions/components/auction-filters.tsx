import { canadianProvinceCodes } from '#shared/constants/countries.ts';
import {
  DateFilter,
  FilterSelect,
  gridFilterFields,
  SearchField,
} from '../../../components/list-toolbar.tsx';
import type { AuctionFilters } from '../api/auctions.ts';

const provinceNames = new Map(
  Object.entries(canadianProvinceCodes).map(([name, code]) => [code, name]),
);

/** Search, province and the publishing date range above the list. */
export function AuctionFiltersBar({
  filters,
  onChange,
}: {
  filters: AuctionFilters;
  onChange: (patch: Partial<AuctionFilters>) => void;
}) {
  const field = gridFilterFields(filters, onChange);
  // The grid sizes the fields, not their own widths.
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
      <SearchField
        label="Search auctions"
        placeholder="Order number, owner name or e-mail, city"
        maxLength={100}
        {...field('search')}
      />
      <FilterSelect
        label="Province"
        all="All provinces"
        choices={provinceNames}
        {...field('province')}
      />
      <DateFilter label="Published from" {...field('from')} />
      <DateFilter label="Published until" {...field('to')} />
    </div>
  );
}
