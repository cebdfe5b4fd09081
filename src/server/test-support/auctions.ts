import type { LeadInput } from '#shared/schemas/lead.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { submitLead } from './fixtures.ts';
import { payForLead } from './test-checkout.ts';

/**
 * A quote request paid through the test checkout: the order is a published auction (an
 * Alberta address with a T2P postal code unless overridden).
 */
export async function publishAuction(
  app: App,
  database: Database,
  overrides: Partial<LeadInput> = {},
) {
  const lead = await submitLead(app, overrides);
  const { paid, order } = await payForLead(app, database, lead.id, overrides.name);
  if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  if (!order?.auctionState) throw new Error('the paid quote did not publish an auction');
  return order;
}

/** A contractor's bid as the portal's form sends it (src/shared/schemas/contractor-bids.ts). */
export const bidTerms = (overrides: Record<string, unknown> = {}) => ({
  amount: '14,250',
  tearOffLayers: 1,
  underlayment: 'synthetic',
  ventilation: 'ridge-vent',
  materialLine: 'GAF Timberline HDZ',
  workmanshipWarrantyYears: 10,
  manufacturerWarrantyYears: 50,
  earliestStartDate: '2026-12-07',
  durationDays: 3,
  ...overrides,
});
