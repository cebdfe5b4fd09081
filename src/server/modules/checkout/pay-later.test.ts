import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { settings } from '../../db/schema/content.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { publishAuction } from '../../test-support/auctions.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { buildTestApp } from '../../test-support/test-app.ts';

let limited: App;

appTestFile();
beforeAll(async () => {
  // The same database behind a tight limit, for the 429.
  ({ app: limited } = await buildTestApp(database, {
    rateLimits: { payLater: { max: 3, windowMs: 60_000 } },
  }));
});
afterAll(() => limited.close());

const payLater = (submissionId: string, target = app) =>
  target.inject({ method: 'POST', url: '/api/pay-later', payload: { submissionId } });

const payLaterEmails = () =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'lead'));

/** The payment link in an e-mail, and the quote request it names. */
function linkIn(text: string) {
  const match = /http:\/\/localhost:5000\/payment-checkout\?submissionId=([0-9a-f-]{36})/.exec(
    text,
  );
  expect(match, 'a link to the payment step').not.toBeNull();
  return { url: new URL(match![0]), submissionId: match![1]! };
}

/** What the payment step shows for the link's quote request (/payment-checkout loads it). */
const paymentStepFor = async (submissionId: string) =>
  (await app.inject({ method: 'GET', url: `/api/checkout/quote/${submissionId}` })).json();

describe('POST /api/pay-later', () => {
  it('e-mails the link to the payment step once, however often the button is pressed', async () => {
    const lead = await submitLead(app);
    expect((await payLater(lead.id)).json()).toEqual({ success: true });
    // A double click, and two more at once.
    const again = await Promise.all([payLater(lead.id), payLater(lead.id), payLater(lead.id)]);
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    const sent = await payLaterEmails();
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({
      toAddress: 'jane.homeowner@example.com',
      subject: 'Your roofing quote request is saved: publish it when you are ready',
      dedupeKey: `pay-later:${lead.id}`,
    });
    // What the fee is and what it buys, and the reveal fee before any of it is paid.
    // Nothing the form's sender typed: the name is not the address owner's to choose.
    expect(email!.textBody).toMatch(/^Hello,\n/);
    expect(email!.textBody).not.toContain('Jane');
    expect(email!.textBody).toContain('Publishing costs $99.99 (includes $4.76 GST), paid once.');
    expect(email!.textBody).toContain('up to four of them bid on the same scope');
    expect(email!.textBody).toContain('the reveal fee of $99.99 CAD');
    expect(email!.textBody).toContain('refunded in full when your job is done');
    expect(email!.textBody).toContain('go only to the contractor you award');

    // The link opens the payment step of this very quote request, at its price.
    const link = linkIn(email!.textBody);
    expect(link.submissionId).toBe(lead.id);
    expect(linkIn(email!.htmlBody).submissionId).toBe(lead.id);
    expect(await paymentStepFor(link.submissionId)).toMatchObject({
      submissionId: lead.id,
      firstName: 'Jane',
      amountCents: 9999,
      alreadyPaid: false,
    });
    // The subject names nothing that opens the request.
    expect(email!.subject).not.toContain(lead.id);
  });

  it("states the reveal fee the admin has set today, and a second request's link opens only that request", async () => {
    await database.db
      .update(settings)
      .set({ value: 12_500 })
      .where(eq(settings.key, 'price.revealFeeCents'));
    const first = await submitLead(app);
    const second = await submitLead(app, { name: 'Omar Second', email: 'omar@example.com' });
    await payLater(first.id);
    await payLater(second.id);

    const sent = await payLaterEmails();
    const to = (address: string) => sent.find((email) => email.toAddress === address)!;
    expect(to('omar@example.com').textBody).toContain('the reveal fee of $125.00 CAD');
    const firstLink = linkIn(to('jane.homeowner@example.com').textBody);
    const secondLink = linkIn(to('omar@example.com').textBody);
    expect(secondLink.submissionId).toBe(second.id);
    expect(secondLink.submissionId).not.toBe(firstLink.submissionId);
    expect(await paymentStepFor(secondLink.submissionId)).toMatchObject({
      submissionId: second.id,
      firstName: 'Omar',
    });
  });

  it('refuses a paid request, an unknown one and a malformed id, and e-mails nothing', async () => {
    const order = await publishAuction(app, database);
    const paid = await payLater(order.contactSubmissionId!);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe('This quote request has already been paid');

    const unknown = await payLater('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No submission found',
    });

    for (const payload of [{ submissionId: 'abc' }, { submissionId: 'x\u0000' }, {}]) {
      const bad = await app.inject({ method: 'POST', url: '/api/pay-later', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.submissionId).toBeDefined();
    }
    expect(await payLaterEmails()).toHaveLength(0);
  });

  it('answers 429 past the per-address limit', async () => {
    const lead = await submitLead(app);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await payLater(lead.id, limited)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await payLater(lead.id, limited);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await payLaterEmails()).toHaveLength(1);
  });
});
