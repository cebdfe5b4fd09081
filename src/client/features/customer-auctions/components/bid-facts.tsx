import { AlertTriangle, Award } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import {
  choiceLabel,
  underlaymentOptions,
  ventilationOptions,
} from '#shared/schemas/contractor-bids.ts';
import {
  preferenceLabels,
  preferenceStatusLabels,
} from '#shared/constants/contractor-preferences.ts';
import type { PreferenceStatus } from '#shared/domain/contractor-preferences.ts';
import type { ComparedBid } from '#shared/schemas/customer-auctions.ts';
import { formatDollars } from '#shared/domain/money.ts';
import { ratingText } from '#shared/domain/rating.ts';
import { rangePositionLabels, type RangePosition } from '#shared/domain/roof-estimate.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/date-time.ts';

// "November 27, 2026" in a sentence the server wrote: each date stays on one line.
const writtenDate = /([A-Z][a-z]+ \d{1,2}, \d{4})/;

function datesKept(sentence: string) {
  return sentence.split(writtenDate).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The facts of a bid, in one order for the table (desktop) and the cards (phone), so the owner
 * compares like for like. `nowrap` marks money, dates and short figures: they stay on one line
 * whatever the width. `money` marks amounts, which line up on the right; `long` a paragraph
 * (the notes), which a card shows under its name.
 */
export type BidFact = {
  term: string;
  value: ReactNode;
  nowrap?: boolean;
  money?: boolean;
  long?: boolean;
};

const statusVariants = {
  met: 'success',
  not_met: 'warning',
  unknown: 'secondary',
} as const satisfies Record<PreferenceStatus, string>;

const NOT_GIVEN = 'Not given';
const notGiven = <span className="text-muted">{NOT_GIVEN}</span>;

const given = <T,>(value: T | null, show: (value: T) => ReactNode) =>
  value === null || value === '' ? notGiven : show(value);
const yesNo = (value: boolean | null) => given(value, (v) => (v ? 'Yes' : 'No'));
const years = (value: number | null) => given(value, (v) => `${v} ${v === 1 ? 'year' : 'years'}`);

/** An e-mail address with break chances after "@" and before each dot, where it reads best. */
function breakableAddress(email: string) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The company's identity and contacts: only once the owner has revealed the bidders. */
function identityFacts(bid: ComparedBid): BidFact[] {
  return [
    { term: 'Licence number', value: bid.licenceNumber ?? notGiven, nowrap: true },
    { term: 'Contact', value: bid.contactName ?? notGiven },
    {
      term: 'E-mail',
      value: bid.email ? (
        // An address is one long token: it breaks at its dots first, and anywhere only if a
        // part is still too long (the only text here allowed to).
        <a className="underline [overflow-wrap:anywhere]" href={`mailto:${bid.email}`}>
          {breakableAddress(bid.email)}
        </a>
      ) : (
        notGiven
      ),
    },
    {
      term: 'Phone',
      value: bid.phone ? (
        <a className="underline" href={`tel:${bid.phone}`}>
          {bid.phone}
        </a>
      ) : (
        notGiven
      ),
      nowrap: true,
    },
  ];
}

/** Every fact after the price, identity first when revealed, the notes last. */
export function bidFacts(bid: ComparedBid, currency: string, revealed: boolean): BidFact[] {
  return [
    ...(revealed ? identityFacts(bid) : []),
    { term: 'Tear-off layers', value: given(bid.tearOffLayers, String), nowrap: true },
    {
      term: 'Underlayment',
      value: given(bid.underlayment, (v) => choiceLabel(underlaymentOptions, v)),
    },
    {
      term: 'Ventilation',
      value: given(bid.ventilation, (v) => choiceLabel(ventilationOptions, v)),
    },
    { term: 'Material line', value: given(bid.materialLine, String) },
    { term: 'Workmanship warranty', value: years(bid.workmanshipWarrantyYears), nowrap: true },
    { term: 'Manufacturer warranty', value: years(bid.manufacturerWarrantyYears), nowrap: true },
    { term: 'Earliest start', value: given(bid.earliestStartDate, formatDate), nowrap: true },
    {
      term: 'Duration',
      value: given(bid.durationDays, (d) => `${d} ${d === 1 ? 'day' : 'days'}`),
      nowrap: true,
    },
    { term: 'Rating', value: ratingText(bid.rating, bid.reviewCount) },
    { term: 'Years in business', value: given(bid.yearsInBusiness, String), nowrap: true },
    {
      term: 'Insured for',
      value: given(bid.insuredAmountCents, (c) => formatDollars(c, currency)),
      nowrap: true,
      money: true,
    },
    { term: 'Bonded', value: yesNo(bid.bonded), nowrap: true },
    { term: 'Licensed', value: yesNo(bid.licensed), nowrap: true },
    // Each preference the owner chose, met or not by this bid (issue #23 part 2).
    ...bid.preferenceChecks.map((check) => ({
      term: preferenceLabels[check.key],
      value: (
        <Badge variant={statusVariants[check.status]}>{preferenceStatusLabels[check.status]}</Badge>
      ),
      nowrap: true,
    })),
    // "Licence verified on DATE, insurance verified until DATE" (docs/decisions/contractor-vetting.md).
    {
      term: 'Verified',
      value: bid.verification ? datesKept(bid.verification) : notGiven,
      long: true,
    },
    {
      term: 'Notes',
      value: bid.notes ? <span className="whitespace-pre-line">{bid.notes}</span> : notGiven,
      long: true,
    },
  ];
}

const positionVariants = {
  below: 'info',
  within: 'success',
  above: 'warning',
} as const satisfies Record<RangePosition, string>;

/** Where the price falls against the typical range for this roof, when there is one. */
export function PositionBadge({ bid }: { bid: ComparedBid }) {
  if (!bid.estimatePosition) return null;
  return (
    <Badge variant={positionVariants[bid.estimatePosition]} wrap>
      {rangePositionLabels[bid.estimatePosition]}
    </Badge>
  );
}

/**
 * Beside the bidder's name: the awarded bid, and a bid that cannot be awarded with the reason in
 * words (a contractor suspended, or whose licence or insurance lapsed since it bid).
 */
export function BidStatus({ bid }: { bid: ComparedBid }) {
  if (!bid.awarded && bid.awardable) return null;
  return (
    <div className="mt-1 space-y-1 text-left text-sm font-normal">
      {bid.awarded && (
        <Badge variant="success">
          <Award aria-hidden="true" className="size-3" />
          Awarded
        </Badge>
      )}
      {!bid.awardable && (
        <>
          <Badge variant="warning" wrap>
            <AlertTriangle aria-hidden="true" className="size-3 shrink-0" />
            Cannot be awarded
          </Badge>
          {bid.notAwardableReason && <p className="text-yellow-900">{bid.notAwardableReason}</p>}
        </>
      )}
    </div>
  );
}
