import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultOptions, type DropdownCategory, type Option } from '#shared/constants/options.ts';
import type { DropdownOptionsResponse } from '#shared/schemas/lead.ts';
import { apiGet } from '../../../lib/api-client.ts';

type OptionsByCategory = Partial<Record<DropdownCategory, Option[]>>;

/**
 * The public option lists (GET /api/dropdown-options). Same key and response as the quote
 * form's query, so the two share one cached answer; features do not import each other.
 */
const dropdownOptionsQuery = queryOptions({
  queryKey: ['/api/dropdown-options'],
  queryFn: () => apiGet<DropdownOptionsResponse>('/api/dropdown-options'),
  select: ({ data }) => {
    const grouped: OptionsByCategory = {};
    for (const option of data) {
      const category = option.category as DropdownCategory;
      (grouped[category] ??= []).push({ value: option.value, label: option.label });
    }
    return grouped;
  },
});

/** One category's options; the built-in list while loading or if the call fails. */
export function useCategoryOptions(category: DropdownCategory) {
  const query = useQuery(dropdownOptionsQuery);
  return query.data?.[category] ?? defaultOptions[category];
}
