import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  choiceLabel,
  underlaymentOptions,
  ventilationOptions,
} from '#shared/schemas/contractor-bids.ts';
import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { rangePositionLabels, type RangePosition } from '#shared/domain/roof-estimate.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/date-time.ts';

const NOT_GIVEN = 'Not given';

const positionVariants = {
  below: 'info',
  within: 'success',
  above: 'warning',
} as const satisfies Record<RangePosition, string>;

const given = <T,>(value: T | null, show: (value: T) => ReactNode) =>
  value === null || value === '' ? <span className="text-muted">{NOT_GIVEN}</span> : show(value);
const yesNo = (value: boolean | null) => given(value, (v) => (v ? 'Yes' : 'No'));
const years = (value: number | null) => given(value, (v) => `${v} ${v === 1 ? 'year' : 'years'}`);

/** One row of a bid card: the same facts in the same order on every card (like for like). */
function rows(bid: ComparedBid, currency: string): [string, ReactNode][] {
  return [
    ['Tear-off layers', given(bid.tearOffLayers, String)],
    ['Underlayment', given(bid.underlayment, (v) => choiceLabel(underlaymentOptions, v))],
    ['Ventilation', given(bid.ventilation, (v) => choiceLabel(ventilationOptions, v))],
    ['Material line', given(bid.materialLine, String)],
    ['Workmanship warranty', years(bid.workmanshipWarrantyYears)],
    ['Manufacturer warranty', years(bid.manufacturerWarrantyYears)],
    ['Earliest start', given(bid.earliestStartDate, formatDate)],
    ['Duration', given(bid.durationDays, (d) => `${d} ${d === 1 ? 'day' : 'days'}`)],
    ['Rating', given(bid.rating, (r) => `${r.toFixed(1)} / 5`)],
    ['Years in business', given(bid.yearsInBusiness, String)],
    ['Insured for', given(bid.insuredAmountCents, (c) => formatMoney(c, currency))],
    ['Bonded', yesNo(bid.bonded)],
    ['Licensed', yesNo(bid.licensed)],
  ];
}

/**
 * The bids side by side: stacked cards on a phone, columns from a tablet up. Before the reveal
 * each is "Bidder A".."D"; after it, the company with its licence and contacts.
 */
export function BidComparison({
  bids,
  currency,
  canAward,
  onAward,
}: {
  bids: ComparedBid[];
  currency: string;
  canAward: boolean;
  onAward: (bid: ComparedBid) => void;
}) {
  return (
    <ul
      aria-label="Bids compared"
      className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      {bids.map((bid) => (
        <li
          key={bid.id}
          className={
            bid.awarded
              ? 'min-w-0 rounded-xl border-2 border-brand-500 p-4'
              : 'min-w-0 rounded-xl border border-line p-4'
          }
        >
          <article aria-label={bid.label} className="space-y-3">
            <header className="space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold break-words">{bid.label}</h4>
                {bid.awarded && (
                  <Badge variant="success">
                    <Award aria-hidden="true" className="size-3" />
                    Awarded
                  </Badge>
                )}
              </div>
              <p className="text-2xl font-bold">{formatMoney(bid.amountCents, currency)}</p>
              {bid.estimatePosition && (
                <Badge variant={positionVariants[bid.estimatePosition]}>
                  {rangePositionLabels[bid.estimatePosition]}
                </Badge>
              )}
            </header>
            {bid.companyName && (
              <dl className="space-y-0.5 rounded-lg bg-surface p-2 text-sm break-words">
                <dt className="sr-only">Licence number</dt>
                <dd>Licence {bid.licenceNumber ?? NOT_GIVEN}</dd>
                <dt className="sr-only">Contact</dt>
                <dd>{bid.contactName ?? NOT_GIVEN}</dd>
                {bid.email && (
                  <>
                    <dt className="sr-only">E-mail</dt>
                    <dd>
                      <a className="underline" href={`mailto:${bid.email}`}>
                        {bid.email}
                      </a>
                    </dd>
                  </>
                )}
                {bid.phone && (
                  <>
                    <dt className="sr-only">Phone</dt>
                    <dd>
                      <a className="underline" href={`tel:${bid.phone}`}>
                        {bid.phone}
                      </a>
                    </dd>
                  </>
                )}
              </dl>
            )}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {rows(bid, currency).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted">{term}</dt>
                  <dd className="text-right break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="text-sm">
              <p className="text-muted">Notes</p>
              <p className="break-words whitespace-pre-line">{bid.notes ?? NOT_GIVEN}</p>
            </div>
            {canAward && (
              <Button className="w-full" onClick={() => onAward(bid)}>
                Award {bid.label}
              </Button>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
