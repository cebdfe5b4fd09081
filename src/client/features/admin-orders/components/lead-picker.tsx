import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { leadPickerQuery, type LeadPickerOption } from '../api/orders.ts';

const leadLabel = (lead: LeadPickerOption) => `${lead.name} (${lead.email})`;

/**
 * The manual order's optional lead: a search box narrowing the server's list of leads without
 * an order, then a native select (keyboard and screen readers work as everywhere else).
 */
export function LeadPicker({
  selected,
  onSelect,
}: {
  selected: LeadPickerOption | undefined;
  onSelect: (lead: LeadPickerOption | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const leads = useQuery(leadPickerQuery(debounced));
  const found = leads.data ?? [];
  // The chosen lead stays in the list after a new search no longer matches it.
  const options =
    selected && !found.some((l) => l.id === selected.id) ? [selected, ...found] : found;

  let status: string;
  if (leads.isError) status = 'The leads could not be loaded. Try the search again.';
  else if (leads.isPending) status = 'Loading leads…';
  else if (found.length === 0)
    status = debounced.trim()
      ? 'No lead without an order matches this search.'
      : 'Every lead already has an order.';
  else status = `${found.length} lead${found.length === 1 ? '' : 's'} without an order found.`;

  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">From a lead (optional)</legend>
      <FormField
        label="Search leads"
        help="Name, e-mail or phone. Leads that already have an order are not listed."
      >
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </FormField>
      <FormField label="Lead" help={<span aria-live="polite">{status}</span>}>
        <NativeSelect
          value={selected?.id ?? ''}
          onChange={(event) => onSelect(options.find((l) => l.id === event.target.value))}
        >
          <option value="">No lead: enter the customer by hand</option>
          <SelectOptions
            options={options}
            value={(lead) => lead.id}
            label={(lead) => leadLabel(lead)}
          />
        </NativeSelect>
      </FormField>
    </fieldset>
  );
}
