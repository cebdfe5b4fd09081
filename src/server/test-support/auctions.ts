import { eq } from 'drizzle-orm';
import type { LeadInput } from '#shared/schemas/lead.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { submitLead } from './fixtures.ts';

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
  const opened = await app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    payload: { contactSubmissionId: lead.id },
  });
  const { sessionId } = opened.json() as { sessionId: string };
  const paid = await app.inject({
    method: 'POST',
    url: `/test-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      card: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      cardholder: overrides.name ?? 'Jane Homeowner',
    }).toString(),
  });
  if (paid.statusCode >= 400) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.contactSubmissionId, lead.id));
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
