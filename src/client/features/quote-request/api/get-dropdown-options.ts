import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DropdownCategory } from '#shared/constants/options.ts';
import type { DropdownOptionsResponse } from '#shared/schemas/lead.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type OptionsByCategory = Partial<
  Record<DropdownCategory, { value: string; label: string }[]>
>;

export const dropdownOptionsQuery = queryOptions({
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

export const useDropdownOptions = () => useQuery(dropdownOptionsQuery);
