import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { dropdownCategories } from '#shared/constants/options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { useDropdownOptionsAdmin } from '../api/dropdown-options.ts';
import {
  DropdownOptionDialog,
  categoryLabels,
  type OptionDialogState,
} from './dropdown-option-dialog.tsx';
import { ActiveBadge } from './status-badges.tsx';

/** The quote form's choices (DECISIONS.md §5: rows managed here, not browser storage). */
export function DropdownOptionsSection() {
  const options = useDropdownOptionsAdmin();
  const [dialog, setDialog] = useState<OptionDialogState>(null);

  let body;
  if (options.isPending) body = <ListLoading label="Loading dropdown options" />;
  else if (options.isError)
    body = (
      <ListError
        message="The dropdown options could not be loaded."
        onRetry={() => void options.refetch()}
      />
    );
  else
    body = dropdownCategories.map((category) => {
      const rows = options.data
        .filter((option) => option.category === category)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label));
      return (
        <section key={category} aria-labelledby={`options-${category}`} className="space-y-2">
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
            <Table aria-label={`${categoryLabels[category]} options`}>
              <TableHead>
                <tr>
                  <Th>Label</Th>
                  <Th>Value</Th>
                  <Th className="text-right">Sort order</Th>
                  <Th>Status</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </TableHead>
              <tbody>
                {rows.map((option) => (
                  <tr key={option.id}>
                    <Td className="font-semibold">{option.label}</Td>
                    <Td className="font-mono text-xs">{option.value}</Td>
                    <Td className="text-right tabular-nums">{option.sortOrder}</Td>
                    <Td>
                      <ActiveBadge active={option.isActive} />
                    </Td>
                    <Td className="text-right">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit ${option.label}`}
                        onClick={() => setDialog({ mode: 'edit', option })}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      );
    });

  return (
    <section aria-labelledby="options-title" className="space-y-6">
      <div>
        <h2 id="options-title" className="text-xl font-bold">
          Dropdown options
        </h2>
        <p className="text-sm text-muted">
          Active options appear in the quote form, by sort order. Inactive ones stay valid on
          existing leads.
        </p>
      </div>
      {body}
      <DropdownOptionDialog state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
