import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { paymentOffers } from '../../db/schema/payments.ts';
import { signedInAdmin } from '../../test-support/accounts.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { defaultRateLimits } from '../../plugins/rate-limit.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { buildTestApp } from '../../test-support/test-app.ts';

let limited: App;

appTestFile();
beforeAll(async () => {
  ({ app: limited } = await buildTestApp(database, {
    rateLimits: { paymentQr: defaultRateLimits.paymentQr },
  }));
});
afterAll(() => limited.close());

/** The SVG the app draws for an address (same library, same options): what a phone would open. */
const qrFor = (url: string) =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

const paymentQr = (leadId: string, offerId?: string, on = app, remoteAddress = '127.0.0.1') =>
  on.inject({
    method: 'GET',
    url: `/api/contact/${leadId}/payment-qr.svg${offerId ? `?offerId=${offerId}` : ''}`,
    remoteAddress,
  });

describe('GET /api/contact/{id}/payment-qr.svg', () => {
  it("opens this lead's checkout", async () => {
    const lead = await submitLead(app, { couponCode: 'SUPER80' });
    const res = await paymentQr(lead.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(
      await qrFor(`http://localhost:5000/payment-checkout?submissionId=${lead.id}`),
    );
  });

  it("on a staff payment link's page, carries the same offer as the page (issue 9, item 2)", async () => {
    const lead = await submitLead(app);
    const admin = await signedInAdmin(app, database);
    const offer = (
      await admin('POST', `/api/admin/contact-submissions/${lead.id}/payment-offer`)
    ).json();
    expect(offer.amountCents).toBe(8999);

    const res = await paymentQr(lead.id, offer.offerId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      await qrFor(
        `http://localhost:5000/payment-checkout?submissionId=${lead.id}&offerId=${offer.offerId}`,
      ),
    );
    expect(res.body).not.toBe(
      await qrFor(`http://localhost:5000/payment-checkout?submissionId=${lead.id}`),
    );
  });

  it('refuses an offer made for another lead, or one that is used', async () => {
    const lead = await submitLead(app);
    const other = await submitLead(app, { email: 'other@example.com' });
    const [foreign] = await database.db
      .insert(paymentOffers)
      .values({ contactSubmissionId: other.id, amountCents: 100 })
      .returning();
    expect((await paymentQr(lead.id, foreign!.id)).statusCode).toBe(404);
    const [used] = await database.db
      .insert(paymentOffers)
      .values({ contactSubmissionId: lead.id, amountCents: 8999, usedAt: new Date() })
      .returning();
    expect((await paymentQr(lead.id, used!.id)).statusCode).toBe(404);
    expect((await paymentQr(lead.id, 'not-an-id')).statusCode).toBe(400);
  });

  // Issue #21 item 11: each code is drawn on the request's thread, and it had no limit.
  it('is limited per client address', async () => {
    const lead = await submitLead(app);
    const statuses: number[] = [];
    for (let i = 0; i < defaultRateLimits.paymentQr.max; i++) {
      statuses.push((await paymentQr(lead.id, undefined, limited, '203.0.113.7')).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await paymentQr(lead.id, undefined, limited, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await paymentQr(lead.id, undefined, limited, '203.0.113.8')).statusCode).toBe(200);
  });
});
