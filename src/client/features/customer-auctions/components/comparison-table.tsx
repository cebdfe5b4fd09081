import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { BidderName } from './bidder-profile-dialog.tsx';
import { bidFacts, BidStatus, PositionBadge, type BidFact } from './bid-facts.tsx';

// The fact names stay in view while a table too wide for the screen scrolls sideways.
const rowHeader =
  'sticky left-0 z-[1] w-40 min-w-32 border-b border-r border-line bg-stone-50 px-3 py-2 text-left align-top text-base font-medium text-muted';
// The Table primitive's 14 px suits staff lists; homeowners read the comparison at 16 px.
const cell = 'border-b border-line px-3 py-2 align-top text-base';

function factCell(fact: BidFact, awarded: boolean) {
  return cn(
    cell,
    fact.money && 'text-right tabular-nums',
    fact.nowrap && 'whitespace-nowrap',
    awarded && 'bg-green-50',
  );
}

/**
 * The bids side by side from a tablet up: one column per bid, one row per fact, the facts named
 * in the first column. Words never break inside (overflow-wrap normal: a column is at least as
 * wide as its longest word, and the table scrolls sideways before a word is cut).
 */
export function ComparisonTable({
  bids,
  currency,
  revealed,
  canAward,
  onAward,
  onProfile,
}: {
  bids: ComparedBid[];
  currency: string;
  revealed: boolean;
  canAward: boolean;
  onAward: (bid: ComparedBid) => void;
  onProfile: (bid: ComparedBid) => void;
}) {
  const columns = bids.map((bid) => ({ bid, facts: bidFacts(bid, currency, revealed) }));
  const terms = columns[0]?.facts.map((fact) => fact.term) ?? [];
  return (
    <Table
      aria-label="Bids compared"
      scroll="x"
      className="[overflow-wrap:normal] [hyphens:manual]"
    >
      <thead>
        <tr>
          <td className={cn(rowHeader, 'align-bottom')} />
          {columns.map(({ bid }) => (
            <th
              key={bid.id}
              scope="col"
              className={cn(cell, 'min-w-36 text-left align-bottom', bid.awarded && 'bg-green-50')}
            >
              <span className="block font-semibold">
                <BidderName bid={bid} onProfile={onProfile} />
              </span>
              <BidStatus bid={bid} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className={rowHeader}>
            Price
          </th>
          {columns.map(({ bid }) => (
            <td key={bid.id} className={cn(cell, 'text-right', bid.awarded && 'bg-green-50')}>
              <span className="block text-xl font-bold whitespace-nowrap tabular-nums">
                {formatDollars(bid.amountCents, currency)}
              </span>
              <PositionBadge bid={bid} />
            </td>
          ))}
        </tr>
        {terms.map((term, row) => (
          <tr key={term}>
            <th scope="row" className={rowHeader}>
              {term}
            </th>
            {columns.map(({ bid, facts }) => (
              <td key={bid.id} className={factCell(facts[row]!, bid.awarded)}>
                {facts[row]!.value}
              </td>
            ))}
          </tr>
        ))}
        {canAward && (
          <tr>
            <th scope="row" className={rowHeader}>
              Your choice
            </th>
            {columns.map(({ bid }) => (
              <td key={bid.id} className={cell}>
                {bid.awardable ? (
                  <Button wrap className="w-full" onClick={() => onAward(bid)}>
                    Award {bid.label}
                  </Button>
                ) : (
                  <span className="text-sm text-muted">Cannot be awarded</span>
                )}
              </td>
            ))}
          </tr>
        )}
      </tbody>
    </Table>
  );
}
