import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical, QrCode } from 'lucide-react';
import { optionLabel } from '#shared/constants/options.ts';
import type { PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { formatValue } from './pipeline-labels.ts';

/** What a card shows; the board's drag overlay shows the same. */
export function LeadCardBody({ card }: { card: PipelineCard }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold tabular-nums">{formatValue(card.valueCents)}</span>
        <span className="text-xs text-muted">{card.probability}%</span>
      </p>
      <p className="truncate text-muted">
        {optionLabel('projectType', card.projectType) || card.email}
      </p>
      <p className="truncate text-xs text-muted">{card.salesPerson.name}</p>
      {card.referralRep && (
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted">
          <QrCode className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">Referred by {card.referralRep.name}</span>
        </p>
      )}
      {card.nextFollowUpDate && (
        <p
          className={cn(
            'inline-flex items-center gap-1 text-xs',
            card.followUpDue ? 'font-semibold text-red-800' : 'text-muted',
          )}
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {card.followUpDue ? 'Follow-up due ' : 'Follow-up '}
          {formatDate(card.nextFollowUpDate)}
        </p>
      )}
    </div>
  );
}

/**
 * A lead on the board. The grip is the drag handle (mouse, touch, or keyboard: Space, arrows,
 * Space); the name opens the lead drawer, so each has its own focus stop and meaning.
 */
export function LeadCard({ card, onOpen }: { card: PipelineCard; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  return (
    <article
      ref={setNodeRef}
      aria-label={card.name}
      className={cn(
        'flex gap-1 rounded-lg border border-line bg-white p-2 shadow-sm',
        isDragging && 'opacity-40',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${card.name}`}
        aria-roledescription="draggable lead"
        className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpen}
          className="block max-w-full truncate text-left font-semibold text-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {card.name}
        </button>
        <LeadCardBody card={card} />
      </div>
    </article>
  );
}
