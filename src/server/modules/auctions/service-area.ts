import { sql, type SQL } from 'drizzle-orm';
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
 * A contractor may bid when active and neither licence nor insurance has lapsed (a missing
 * expiry date counts as lapsed: staff must record one).
 */
export const canBidSql = (today: string): SQL =>
  sql`${contractors.isActive}
    and ${contractors.licenceExpiresOn} >= ${today}::date
    and ${contractors.insuranceExpiresOn} >= ${today}::date`;

/** The same rule in code, for messages and flags. */
export function biddingBlock(
  contractor: Pick<
    typeof contractors.$inferSelect,
    'isActive' | 'licenceExpiresOn' | 'insuranceExpiresOn'
  >,
  today: string,
): string | undefined {
  if (!contractor.isActive) return 'Your company is suspended; contact RoofBid to bid again.';
  if (!contractor.licenceExpiresOn || contractor.licenceExpiresOn < today)
    return 'Your licence has expired; send RoofBid the renewed licence to bid again.';
  if (!contractor.insuranceExpiresOn || contractor.insuranceExpiresOn < today)
    return 'Your insurance has expired; send RoofBid the renewed certificate to bid again.';
  return undefined;
}

/** '2026-11-23' for a date, in UTC (expiry dates are calendar dates). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Upper-case, no spaces: how postal codes are stored on auctions and matched. */
export const normalPostalCode = (postalCode: string | null | undefined) =>
  postalCode ? postalCode.toUpperCase().replace(/\s+/g, '') : null;
