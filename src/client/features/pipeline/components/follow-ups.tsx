import type { PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { ListError } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useFollowUps } from '../api/insights.ts';
import { StatusBadge } from './status-badge.tsx';

function FollowUpList({
  title,
  cards,
  empty,
  onOpen,
}: {
  title: string;
  cards: PipelineCard[];
  empty: string;
  onOpen: (card: PipelineCard) => void;
}) {
  const id = `follow-ups-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4">
      <h3 id={id} className="font-semibold">
        {title} <span className="text-muted">({cards.length})</span>
      </h3>
      {cards.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 max-h-56 divide-y divide-line overflow-y-auto">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <button
                type="button"
                className="text-left text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                onClick={() => onOpen(card)}
              >
                {card.name}
              </button>
              <span className="flex items-center gap-2 text-xs text-muted">
                {formatDateTime(card.nextFollowUpDate)}
                <StatusBadge status={card.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in rep's follow-ups: due today and overdue, counted in the business's day. */
export function FollowUps({ onOpen }: { onOpen: (card: PipelineCard) => void }) {
  const followUps = useFollowUps();
  if (followUps.isPending) return <Skeleton className="h-28 w-full" />;
  if (followUps.isError) {
    return (
      <ListError
        message="Your follow-ups could not be loaded."
        onRetry={() => void followUps.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FollowUpList
        title="Due today"
        cards={followUps.data.dueToday}
        empty="Nothing due today. Set a next follow-up in a lead to see it here."
        onOpen={onOpen}
      />
      <FollowUpList
        title="Overdue"
        cards={followUps.data.overdue}
        empty="Nothing overdue."
        onOpen={onOpen}
      />
    </div>
  );
}
