import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { AdminFaqEntry } from '#shared/schemas/admin/content.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type FaqRowActions = {
  onMove: (entry: AdminFaqEntry, direction: 'up' | 'down') => void;
  onEdit: (entry: AdminFaqEntry) => void;
  onToggle: (entry: AdminFaqEntry) => void;
  onDelete: (entry: AdminFaqEntry) => void;
};

/** One entry with its actions; `data-move` lets the tab put focus back after a move. */
export function FaqEntryRow({
  entry,
  first,
  last,
  actions,
}: {
  entry: AdminFaqEntry;
  first: boolean;
  last: boolean;
  actions: FaqRowActions;
}) {
  return (
    <article
      aria-labelledby={`faq-q-${entry.id}`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={`faq-q-${entry.id}`} className="font-semibold break-words">
            {entry.question}
          </h4>
          {!entry.isActive && (
            <Badge variant="secondary">
              <EyeOff className="size-3" aria-hidden="true" />
              Hidden
            </Badge>
          )}
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted">{entry.answer}</p>
      </div>
      <div className="flex flex-wrap gap-2 md:shrink-0 md:justify-end">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Move up"
          data-move={`${entry.id}:up`}
          disabled={first}
          onClick={() => actions.onMove(entry, 'up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Move down"
          data-move={`${entry.id}:down`}
          disabled={last}
          onClick={() => actions.onMove(entry, 'down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => actions.onEdit(entry)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="secondary" size="sm" onClick={() => actions.onToggle(entry)}>
          {entry.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {entry.isActive ? 'Hide' : 'Show'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => actions.onDelete(entry)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
