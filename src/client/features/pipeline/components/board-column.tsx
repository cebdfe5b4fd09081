import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { PipelineCard, PipelineColumn } from '#shared/schemas/pipeline/leads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { LeadCard } from './lead-card.tsx';
import { formatValue, plural } from './pipeline-labels.ts';

/**
 * One status's column: its count and value come from the server (all matching leads, not
 * just the cards loaded); more cards load when the end of the list scrolls into view.
 */
export function BoardColumn({
  column,
  loadingMore,
  onLoadMore,
  onOpen,
}: {
  column: PipelineColumn;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (card: PipelineCard) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: column.status.id,
    data: { status: column.status },
  });
  const list = useRef<HTMLUListElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const more = column.nextCursor !== null;
  const headingId = `column-${column.status.id}`;

  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!more || loadingMore || !root || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { root, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loadingMore, onLoadMore]);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="board-column"
      className={cn(
        'flex w-[85%] max-w-80 shrink-0 snap-start flex-col rounded-xl border-t-4 bg-stone-100 sm:w-72',
        isOver && 'ring-2 ring-brand-600',
      )}
      style={{ borderTopColor: column.status.color }}
    >
      <header className="px-3 pt-3 pb-2">
        <h3 id={headingId} className="font-semibold">
          {column.status.name}
        </h3>
        <p className="text-xs text-muted">
          {plural(column.count, 'lead')} ·{' '}
          <span className="tabular-nums">{formatValue(column.valueCents)}</span>
        </p>
      </header>
      <ul
        ref={list}
        aria-label={`${column.status.name} leads`}
        className="max-h-[60vh] min-h-24 flex-1 space-y-2 overflow-y-auto px-2 pb-2"
      >
        {column.cards.map((card) => (
          <li key={card.id}>
            <LeadCard card={card} onOpen={() => onOpen(card)} />
          </li>
        ))}
        {column.cards.length === 0 && (
          <li className="rounded-lg border border-dashed border-stone-300 p-3 text-center text-xs text-muted">
            No leads here. Drag a card here to move it.
          </li>
        )}
        {more && (
          <li>
            <div ref={end}>
              <Button
                variant="ghost"
                size="sm"
                className="w-full"
                loading={loadingMore}
                onClick={onLoadMore}
              >
                Load more ({(column.count - column.cards.length).toLocaleString()} left)
              </Button>
            </div>
          </li>
        )}
      </ul>
    </section>
  );
}
