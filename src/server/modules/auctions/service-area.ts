import { sql, type SQL } from 'drizzle-orm';
import {
  blockForContractor,
  eligibilityBlock,
  type EligibilityFacts,
} from '#shared/domain/contractor-eligibility.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Service areas hold province codes ('AB') and postal-code prefixes ('T', 'T2', 'T2P'), upper
 * case; an auction is in a contractor's area when its province code (`regionCode`) is listed or
 * its postal code starts with a listed prefix. Canadian postal codes alternate letter and digit,
 * so a prefix can never be mistaken for a province code.
 */
export const inServiceArea = (serviceArea: SQL | typeof contractors.serviceArea): SQL =>
  sql`exists (select 1 from unnest(${serviceArea}) as area
    where area = ${orders.province} or ${orders.postalCode} like area || '%')`;

/**
 * A contractor may bid when active, with approved licence and insurance documents, neither of
 * which has lapsed (a missing expiry date counts as lapsed); eligibilityBlock is the same rule
 * in code.
 */
export const canBidSql = (today: string): SQL =>
  sql`${contractors.isActive}
    and ${contractors.licenceVerifiedAt} is not null
    and ${contractors.insuranceVerifiedAt} is not null
    and ${contractors.licenceExpiresOn} >= ${today}::date
    and ${contractors.insuranceExpiresOn} >= ${today}::date`;

/** Why this contractor may not bid today, in the contractor's own words; undefined if it may. */
export function biddingBlock(contractor: EligibilityFacts, today: string): string | undefined {
  const block = eligibilityBlock(contractor, today);
  return block && blockForContractor[block];
}

/** '2026-11-23' for a date, in UTC (expiry dates are calendar dates). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Upper-case, no spaces: how postal codes are stored on auctions and matched. */
export const normalPostalCode = (postalCode: string | null | undefined) =>
  postalCode ? postalCode.toUpperCase().replace(/\s+/g, '') : null;
