import { Pencil, Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from './ui/button.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from './ui/input.tsx';
import { ListEmpty } from './ui/list-states.tsx';
import { Td } from './ui/table.tsx';

/**
 * A list's filters and its page: changing a filter goes back to page 1, so the list never
 * opens on a page the new filter does not have.
 */
export function useListFilters<F extends Record<string, unknown>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const change = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return { filters, change, page, setPage };
}

/**
 * A filter bar's fields bound to its filters: `field('province')` is that field's value, its
 * onChange (a patch of that one filter) and an empty className, since the bar's grid sizes it.
 */
export function gridFilterFields<F>(filters: F, onChange: (patch: Partial<F>) => void) {
  return <K extends keyof F>(key: K) => ({
    value: filters[key],
    onChange: (value: F[K]) => onChange({ [key]: value } as unknown as Partial<F>),
    className: '',
  });
}

/** The search box of a list's toolbar. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className = 'w-full sm:w-72',
  maxLength,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  maxLength?: number;
}) {
  return (
    <FormField label={label} className={className}>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * A filter select's choices: its `options` and their `labels`, or `choices`, each value and its
 * words in order.
 */
type FilterChoices<V extends string> = {
  options?: readonly V[];
  labels?: (value: V) => string;
  choices?: ReadonlyMap<V, string>;
};

type FilterSelectFieldProps<V extends string> = FilterChoices<V> & {
  value: V | '';
  onChange: (value: V | '') => void;
  className?: string;
  disabled?: boolean;
};

type FilterSelectProps<V extends string> = FilterSelectFieldProps<V> & {
  label: string;
  /** The first option's text ("All statuses"). */
  all: string;
};

/** A select of a list's toolbar: "" (the first option, `all`) is no filter. */
export function FilterSelect<V extends string>({
  label,
  all,
  options,
  labels,
  choices,
  value,
  onChange,
  className = 'w-full sm:w-44',
  disabled,
}: FilterSelectProps<V>) {
  const words = choices ?? new Map(options?.map((option) => [option, labels?.(option) ?? option]));
  return (
    <FormField label={label} className={className}>
      <NativeSelect
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">{all}</option>
        <SelectOptions options={[...words.keys()]} label={(key) => words.get(key) ?? key} />
      </NativeSelect>
    </FormField>
  );
}

/** A date a list starts or ends at ("Published from"); "" is no limit. */
export function DateFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

/** The "Status" filter: "All statuses", then each status in words. */
export function StatusFilter<V extends string>(props: FilterSelectFieldProps<V>) {
  return <FilterSelect label="Status" all="All statuses" {...props} />;
}

/** A list's create button ("New coupon", "Add option"), its plus sign hidden from screen readers. */
export function NewButton({ children, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}

/** The last cell of a row that staff edit in a dialog: "Edit", named after the row. */
export function EditCell({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <Td className="text-right">
      <Button variant="secondary" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </Td>
  );
}

/** A filtered list's empty state: nothing matched, and a way back to the whole list. */
export function NoMatches({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <ListEmpty title={title}>
      <Button variant="link" size="sm" onClick={onClear}>
        Clear the filters
      </Button>
    </ListEmpty>
  );
}
