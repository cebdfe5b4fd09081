import { useState } from 'react';
import type { DropdownCategory } from '#shared/constants/options.ts';
import type { DropdownOption, DropdownOptionsResponse } from '#shared/schemas/lead.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';
import { usePageData } from '../../../lib/use-page-data.ts';

export type OptionsByCategory = Partial<
  Record<DropdownCategory, { value: string; label: string }[]>
>;

function byCategory(options: DropdownOption[]) {
  const grouped: OptionsByCategory = {};
  for (const option of options) {
    const category = option.category as DropdownCategory;
    (grouped[category] ??= []).push({ value: option.value, label: option.label });
  }
  return grouped;
}

const fromPage = () => {
  const options = readBootstrap().dropdownOptions;
  return options && byCategory(options);
};
const fromResponse = (body: DropdownOptionsResponse) => byCategory(body.data);

/**
 * The quote form's choices (SPEC.md §5), from the dropdown_options table: written into the
 * /get-quote page, fetched elsewhere. Read once per form, which hands them to its selects.
 */
export function useDropdownOptions() {
  const [options] = useState(fromPage);
  return usePageData(options, '/api/dropdown-options', fromResponse);
}
