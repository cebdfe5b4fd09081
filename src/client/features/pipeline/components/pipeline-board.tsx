import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { PipelineBoard as Board, PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { boardQuery, fetchColumnPage, type PipelineFilters } from '../api/board.ts';
import { useMoveLead, type LeadMove } from '../api/leads.ts';
import { BoardColumn } from './board-column.tsx';
import { boardKeyboard } from './board-keyboard.ts';
import { LeadCardBody } from './lead-card.tsx';
import { LostReasonDialog } from './lost-reason-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

type Target = LeadMove['to'];

/** A Won or Lost status as a drop zone above the columns: closing a lead is a drag too. */
function CloseZone({ status }: { status: JobStatus }) {
  const { setNodeRef, isOver } = useDroppable({ id: status.id, data: { status } });
  return (
    <div
      ref={setNodeRef}
      data-testid="close-zone"
      className={cn(
        'flex min-h-11 min-w-32 flex-1 items-center justify-center rounded-lg border-2 border-dashed border-stone-300 px-3 text-sm',
        isOver && 'border-brand-600 bg-brand-50',
      )}
    >
      <StatusBadge status={status} />
    </div>
  );
}

const statusOf = (data: unknown): Target | undefined =>
  (data as { status?: Target } | undefined)?.status;
const cardOf = (data: unknown): PipelineCard | undefined =>
  (data as { card?: PipelineCard } | undefined)?.card;

/**
 * The board: a column per open status, cards dragged between them with a mouse, a finger or
 * the keyboard. A move shows at once and goes back with a toast if the server refuses it.
 */
export function PipelineBoard({
  board,
  filters,
  closingStatuses,
  onOpen,
}: {
  board: Board;
  filters: PipelineFilters;
  closingStatuses: JobStatus[];
  onOpen: (card: PipelineCard) => void;
}) {
  const queryClient = useQueryClient();
  const move = useMoveLead(filters);
  const [dragging, setDragging] = useState<PipelineCard | null>(null);
  const [pendingLost, setPendingLost] = useState<LeadMove | null>(null);
  const [loadingColumns, setLoadingColumns] = useState<ReadonlySet<string>>(new Set());

  const names = new Map<string, string>(
    [...board.columns.map((c) => c.status), ...closingStatuses].map((s) => [s.id, s.name]),
  );
  const nameOf = (statusId: string) => names.get(statusId) ?? 'a status';
  const leadName = (id: string | number) =>
    board.columns.flatMap((c) => c.cards).find((card) => card.id === id)?.name ?? 'The lead';

  // The keyboard reads the board as it is at each key press, and says when an arrow leads
  // nowhere (dnd-kit announces only a change of target).
  const [keyboard] = useState(boardKeyboard);
  const [stayNote, setStayNote] = useState('');
  useEffect(() => {
    keyboard.configure(
      {
        closing: closingStatuses.map((s) => s.id),
        columns: board.columns.map((c) => c.status.id),
      },
      (over, activeId) => setStayNote(`${leadName(activeId)} stays over ${nameOf(over)}.`),
    );
  });

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press before a drag, so that a finger can still scroll the board sideways.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );

  const closingWords =
    closingStatuses.length > 0
      ? `, up goes to ${closingStatuses.map((s) => s.name).join(' or ')}, down back to its column`
      : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${leadName(active.id)}. Left and right arrows choose a column${closingWords}. Space drops, Escape cancels.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${leadName(active.id)} is over ${nameOf(String(over.id))}.`
        : `${leadName(active.id)} is not over a status.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${leadName(active.id)} was dropped on ${nameOf(String(over.id))}.`
        : `${leadName(active.id)} was dropped back.`,
    onDragCancel: ({ active }) => `Moving ${leadName(active.id)} was cancelled.`,
  };

  const runMove = (change: LeadMove) =>
    move.mutate(change, {
      onSuccess: () =>
        toast({
          title: 'Lead moved',
          description: `${change.card.name} is now in ${change.to.name}.`,
        }),
      onError: (error) => toastFailure('Failed to move lead', error),
    });

  const endDrag = () => {
    keyboard.reset();
    setStayNote('');
    setDragging(null);
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    keyboard.reset();
    setDragging(cardOf(active.data.current) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const card = cardOf(active.data.current);
    const to = statusOf(over?.data.current);
    if (!card || !to || to.id === card.status.id) return;
    const change = {
      card,
      to: { id: to.id, name: to.name, color: to.color, category: to.category },
    };
    if (to.category === 'lost') setPendingLost(change);
    else runMove(change);
  };

  const key = boardQuery(filters).queryKey;
  const loadMore = useCallback(
    (statusId: string, cursor: string) => {
      setLoadingColumns((current) => new Set(current).add(statusId));
      fetchColumnPage(filters, statusId, cursor)
        .then((page) =>
          queryClient.setQueryData(
            key,
            (current) =>
              current && {
                ...current,
                columns: current.columns.map((column) =>
                  column.status.id === statusId && column.nextCursor === cursor
                    ? {
                        ...column,
                        cards: [
                          ...column.cards,
                          ...page.cards.filter((c) => !column.cards.some((had) => had.id === c.id)),
                        ],
                        nextCursor: page.nextCursor,
                      }
                    : column,
                ),
              },
          ),
        )
        .catch((error: unknown) => toastFailure('Failed to load more leads', error))
        .finally(() =>
          setLoadingColumns((current) => {
            const next = new Set(current);
            next.delete(statusId);
            return next;
          }),
        );
    },
    // The key is the filters'; a new filter means a new board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, queryClient],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a lead, press Space, choose a status with the arrow keys (left and right for the columns, up for the close zones), then press Space again. Escape cancels.',
        },
      }}
      onDragStart={onDragStart}
      onDragCancel={endDrag}
      onDragEnd={onDragEnd}
    >
      {closingStatuses.length > 0 && (
        <div
          className="mb-3 flex flex-wrap items-center gap-2"
          role="group"
          aria-label="Close a lead"
        >
          <span className="text-sm text-muted">Drag here to close:</span>
          {closingStatuses.map((status) => (
            <CloseZone key={status.id} status={status} />
          ))}
        </div>
      )}
      <div
        // Columns snap into place on a phone, but not while a card is dragged: the drag scrolls
        // the board near its edges, and snapping would jump a whole column under the pointer.
        className={cn(
          '-mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0',
          !dragging && 'snap-x snap-mandatory',
        )}
        data-testid="board"
      >
        {board.columns.map((column) => (
          <BoardColumn
            key={column.status.id}
            column={column}
            loadingMore={loadingColumns.has(column.status.id)}
            onLoadMore={() => {
              if (column.nextCursor && !loadingColumns.has(column.status.id))
                loadMore(column.status.id, column.nextCursor);
            }}
            onOpen={onOpen}
          />
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {stayNote}
      </p>
      <DragOverlay>
        {dragging && (
          <div className="w-64 rounded-lg border border-brand-600 bg-white p-3 shadow-lg">
            <p className="font-semibold">{dragging.name}</p>
            <LeadCardBody card={dragging} />
          </div>
        )}
      </DragOverlay>
      <LostReasonDialog
        key={pendingLost?.card.id ?? 'none'}
        lead={pendingLost?.card ?? null}
        statusName={pendingLost?.to.name ?? ''}
        onCancel={() => setPendingLost(null)}
        onConfirm={(lostReason) => {
          if (pendingLost) runMove({ ...pendingLost, lostReason });
          setPendingLost(null);
        }}
      />
    </DndContext>
  );
}
