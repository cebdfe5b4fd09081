import { Plus } from 'lucide-react';
import { useState } from 'react';
import { dropdownCategories, type DropdownCategory } from '#shared/constants/options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import { EditCell } from '../../../components/list-toolbar.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { useDropdownOptionsAdmin, type DropdownOption } from '../api/dropdown-options.ts';
import {
  DropdownOptionDialog,
  categoryLabels,
  type OptionDialogState,
} from './dropdown-option-dialog.tsx';
import { ActiveBadge } from './status-badges.tsx';

const columns = ['Label', 'Value', { label: 'Sort order', className: 'text-right' }, 'Status'];

function CategoryOptions({
  category,
  rows,
  setDialog,
}: {
  category: DropdownCategory;
  rows: DropdownOption[];
  setDialog: (state: OptionDialogState) => void;
}) {
  return (
    <section aria-labelledby={`options-${category}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`options-${category}`} className="text-lg font-semibold">
          {categoryLabels[category]}{' '}
          <span className="text-sm font-normal text-muted">({rows.length})</span>
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Add ${categoryLabels[category].toLowerCase()} option`}
          onClick={() => setDialog({ mode: 'create', category })}
        >
          <Plus aria-hidden="true" />
          Add option
        </Button>
      </div>
      {rows.length === 0 ? (
        <ListEmpty title="No options in this category.">
          The quote form needs at least one; add it with Add option.
        </ListEmpty>
      ) : (
        <DataTable aria-label={`${categoryLabels[category]} options`} columns={columns} actions>
          {rows.map((option) => (
            <tr key={option.id}>
              <Td className="font-semibold">{option.label}</Td>
              <Td className="font-mono text-xs">{option.value}</Td>
              <Td className="text-right tabular-nums">{option.sortOrder}</Td>
              <Td>
                <ActiveBadge active={option.isActive} />
              </Td>
              <EditCell name={option.label} onEdit={() => setDialog({ mode: 'edit', option })} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The quote form's choices (DECISIONS.md §5: rows managed here, not browser storage). */
export function DropdownOptionsSection() {
  const options = useDropdownOptionsAdmin();
  const [dialog, setDialog] = useState<OptionDialogState>(null);

  return (
    <ListSection
      id="options-title"
      title="Dropdown options"
      description="Active options appear in the quote form, by sort order. Inactive ones stay valid on existing leads."
      spacing="space-y-6"
    >
      <DataList
        query={options}
        items={(data) => data}
        loading="Loading dropdown options"
        error="The dropdown options could not be loaded."
      >
        {(all) =>
          dropdownCategories.map((category) => (
            <CategoryOptions
              key={category}
              category={category}
              rows={all
                .filter((option) => option.category === category)
                .sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label))}
              setDialog={setDialog}
            />
          ))
        }
      </DataList>
      <DropdownOptionDialog state={dialog} onClose={() => setDialog(null)} />
    </ListSection>
  );
}
