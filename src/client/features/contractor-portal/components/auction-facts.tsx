import type { ContractorAuction } from '#shared/schemas/contractor-bids.ts';
import { PhotoStrip } from '../../../components/photo-strip.tsx';
import {
  chosenPreferenceTexts,
  PREFERENCES_TITLE,
} from '#shared/constants/contractor-preferences.ts';
import { formatDateTime } from '../../../lib/date-time.ts';

/**
 * What the owner asks of a contractor (issue #23 part 2): a bid must meet each; the warranty is
 * the bid's own, the rest come from the company's record.
 */
function OwnerPreferences({ auction }: { auction: ContractorAuction }) {
  const asked = chosenPreferenceTexts(auction.preferences);
  return (
    <div className="text-sm" data-testid="owner-preferences">
      <p className="text-muted">{PREFERENCES_TITLE} to the owner</p>
      {asked.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2">
          {asked.map((text) => (
            <li key={text} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-ink">
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="font-medium">Nothing beyond a valid licence and insurance</p>
      )}
    </div>
  );
}

/**
 * The roof as the owner described it: never who or exactly where (the server leaves it out).
 * The size is the one the owner entered, so every contractor prices the same roof; the photos
 * are the owner's, without location or camera details (the winner also gets the full size).
 */
export function AuctionFacts({ auction }: { auction: ContractorAuction }) {
  const facts: [string, string][] = [
    ['Project', auction.projectType],
    ['Material', auction.roofMaterial],
    ['Roof size', auction.roofSize ?? 'not given'],
    ['Property', auction.propertyType],
    ['Roof age', auction.roofAge],
    ['Budget', auction.budget],
    ['Urgency', auction.urgency],
    ['Area', [auction.city, auction.postalPrefix].filter(Boolean).join(', ') || 'not given'],
    ['Bidding closes', formatDateTime(auction.biddingClosesAt) || 'not set'],
    ['Bids so far', `${auction.bidsCount} of 4`],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <PhotoStrip photos={auction.photos} />
      <OwnerPreferences auction={auction} />
      {auction.message && (
        <blockquote className="rounded-lg bg-surface p-3 text-sm break-words whitespace-pre-line">
          {auction.message}
        </blockquote>
      )}
    </div>
  );
}
