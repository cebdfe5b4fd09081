import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';
import { enqueueEmail } from './email.service.ts';

let database: Database;
const clock = fixedClock('2026-11-21T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => resetDatabase(database));

const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
const visible = (text: string) => text.replaceAll('\u200b', '');

describe('an e-mail body', () => {
  // A name typed by whoever filled in a form, aimed at the person who receives the e-mail.
  const bait = 'Jane. Claim your refund at https://evil.example/refund or www.evil.example';

  it('links only what the app wrote, never a URL in a typed value', async () => {
    const email = await enqueueEmail(
      database.db,
      { deliver: true },
      {
        to: 'jane@example.com',
        at: clock.now(),
        template: 'lead',
        values: {
          customerName: bait,
          projectType: 'Roof repair',
          amount: '$99.99',
          paymentLink: 'http://localhost:5000/payment-checkout?submissionId=abc',
        },
        content: 'Hi {{customerName}}, see https://roofbid.ca/faq, then pay: {{paymentLink}}',
      },
    );
    expect(anchors(email!.htmlBody)).toEqual([
      'http://localhost:5000/payment-checkout?submissionId=abc',
    ]);
    for (const body of [email!.htmlBody, email!.textBody]) {
      // Broken up so that mail clients do not turn it into a link either.
      expect(body).not.toContain('https://evil.example');
      expect(body).not.toContain('www.evil.example');
    }
    // The reader sees the text as it was typed.
    expect(visible(email!.textBody)).toBe(
      `Hi ${bait}, see https://roofbid.ca/faq, then pay: http://localhost:5000/payment-checkout?submissionId=abc`,
    );
    expect(visible(email!.htmlBody)).toContain('https://evil.example/refund');
  });

  it('keeps amounts and plain names as they are', async () => {
    const email = await enqueueEmail(
      database.db,
      { deliver: true },
      {
        to: 'jane@example.com',
        at: clock.now(),
        template: 'welcome',
        values: { customerName: 'Jane', amount: '$1,099.99', orderNumber: 'RB-100001' },
      },
    );
    expect(email!.textBody).toContain('Thank you for your payment of $1,099.99.');
    expect(email!.subject).toBe('Your roofing auction RB-100001 is published');
  });
});
