import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminFaqEntry } from '#shared/schemas/admin/content.ts';
import { DataList, ListSection } from '../../../components/data-list.tsx';
import { NewButton } from '../../../components/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useAdminFaq, useDeleteFaq, useReorderFaq, useSaveFaq } from '../api/faq.ts';
import { FaqEntryRow, type FaqRowActions } from './faq-entry-row.tsx';
import { FaqFormDialog, type FaqDialogState } from './faq-form-dialog.tsx';

function groupByCategory(entries: AdminFaqEntry[]) {
  const groups = new Map<string, AdminFaqEntry[]>();
  for (const entry of entries)
    groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  for (const list of groups.values()) list.sort((a, b) => a.sortOrder - b.sortOrder);
  return [...groups];
}

/** FAQ management: entries by category, hidden ones too; what is active shows on /faq. */
export function FaqTab() {
  const faq = useAdminFaq();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const reorder = useReorderFaq();
  const [dialog, setDialog] = useState<FaqDialogState>(null);
  const [deleting, setDeleting] = useState<AdminFaqEntry | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const groups = useMemo(() => groupByCategory(faq.data ?? []), [faq.data]);

  // Re-ordering re-renders the rows and disables the moved entry's button at the end of its
  // category, which drops the keyboard focus. Once the new order is on screen, focus goes back
  // to the same button, or to its twin when that one is now disabled.
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const other = pending.direction === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(
        `[data-move="${pending.id}:${pending.direction}"]:not(:disabled)`,
      ) ?? document.querySelector<HTMLButtonElement>(`[data-move="${pending.id}:${other}"]`);
    button?.focus();
  }, [faq.data]);
  const categories = groups.map(([category]) => category);
  const nextSortOrder = (category: string) =>
    Math.max(-1, ...(groups.find(([c]) => c === category)?.[1] ?? []).map((e) => e.sortOrder)) + 1;

  const actions: FaqRowActions = {
    onMove: (entry, direction) => {
      // One move at a time: the next is computed from the order the server has confirmed. The
      // buttons stay enabled meanwhile, as disabling them would drop the keyboard focus.
      if (reorder.isPending) return;
      const ids = (groups.find(([c]) => c === entry.category)?.[1] ?? []).map((e) => e.id);
      const from = ids.indexOf(entry.id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      focusAfterMove.current = { id: entry.id, direction };
      reorder.mutate(ids, {
        onSuccess: () => setAnnouncement(`Moved "${entry.question}" ${direction}.`),
        onError: (error) => {
          focusAfterMove.current = null;
          toastFailure('Failed to reorder FAQs', error);
        },
      });
    },
    onEdit: (entry) => setDialog({ mode: 'edit', entry }),
    onToggle: (entry) =>
      save.mutate(
        {
          id: entry.id,
          input: {
            question: entry.question,
            answer: entry.answer,
            category: entry.category,
            sortOrder: entry.sortOrder,
            isActive: !entry.isActive,
          },
        },
        {
          onSuccess: () =>
            toast({
              title: 'FAQ Updated',
              description: entry.isActive
                ? `"${entry.question}" is hidden from the FAQ page.`
                : `"${entry.question}" is on the FAQ page.`,
            }),
          onError: (error) => toastFailure('Failed to update FAQ', error),
        },
      ),
    onDelete: setDeleting,
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'FAQ Deleted', description: `"${deleting.question}" is gone.` });
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure('Failed to delete FAQ', error);
        setDeleting(null);
      },
    });
  };

  return (
    <ListSection
      id="faq-admin-title"
      title="FAQ entries"
      description="Visible entries appear on /faq in this order; hidden ones stay here."
      spacing="space-y-6"
      toolbar={<NewButton onClick={() => setDialog({ mode: 'create' })}>New FAQ</NewButton>}
    >
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <DataList
        query={faq}
        items={() => groups}
        loading="Loading FAQ entries"
        error="The FAQ entries could not be loaded."
        empty={
          <ListEmpty title="No FAQ entries yet.">
            Add the first question with New FAQ; it shows on /faq once saved.
          </ListEmpty>
        }
      >
        {() =>
          groups.map(([category, entries]) => (
            <section
              key={category}
              aria-label={`${category} (${entries.length})`}
              className="space-y-3"
            >
              <h3 className="text-lg font-bold">
                {category}{' '}
                <span className="text-sm font-normal text-muted">({entries.length})</span>
              </h3>
              <ul className="space-y-2">
                {entries.map((entry, index) => (
                  <li key={entry.id}>
                    <FaqEntryRow
                      entry={entry}
                      first={index === 0}
                      last={index === entries.length - 1}
                      actions={actions}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </DataList>
      <FaqFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        categories={categories}
        nextSortOrder={nextSortOrder}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this FAQ?"
        description={deleting ? `"${deleting.question}" will be removed for good.` : ''}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </ListSection>
  );
}
