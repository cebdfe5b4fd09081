import { auctionStateLabels } from '#shared/domain/auction.ts';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { AuctionStateCounts } from '#shared/schemas/admin/auctions.ts';
import { cn } from '../../../lib/cn.ts';
import { chipOrder } from './auction-labels.ts';

/** One toggle per state with its count under the other filters, and "All". */
export function AuctionStateChips({
  counts,
  selected,
  onSelect,
}: {
  counts: AuctionStateCounts | undefined;
  selected: AuctionState | '';
  onSelect: (state: AuctionState | '') => void;
}) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const chip = (value: AuctionState | '', label: string, count: number | undefined) => (
    <li key={value || 'all'}>
      <button
        type="button"
        aria-pressed={selected === value}
        onClick={() => onSelect(value)}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
          selected === value
            ? 'border-ink bg-ink text-white'
            : 'border-line bg-white text-ink hover:bg-stone-50',
        )}
      >
        {label}
        <span
          className={cn(
            'rounded-full px-1.5 text-xs',
            selected === value ? 'bg-white/20' : 'bg-stone-100',
          )}
        >
          {count ?? '…'}
        </span>
      </button>
    </li>
  );
  return (
    <ul aria-label="Auctions by state" className="flex flex-wrap gap-2">
      {chip('', 'All', total)}
      {chipOrder.map((state) => chip(state, auctionStateLabels[state], counts?.[state]))}
    </ul>
  );
}
