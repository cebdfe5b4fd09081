import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { queueEmail } from '../../test-support/emails.ts';
import { createTestDatabase, resetDatabase } from '../../test-support/test-database.ts';

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
    const email = await queueEmail(database, clock, {
      template: 'lead',
      values: {
        customerName: bait,
        projectType: 'Roof repair',
        amount: '$99.99',
        paymentLink: 'http://localhost:5000/payment-checkout?submissionId=abc',
      },
      content: 'Hi {{customerName}}, see https://roofbid.ca/faq, then pay: {{paymentLink}}',
    });
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
    const email = await queueEmail(database, clock, {
      template: 'welcome',
      values: {
        customerName: 'Jane',
        amount: '$1,099.99',
        gstAmount: '$52.38',
        orderNumber: 'RB-100001',
      },
    });
    expect(email!.textBody).toContain(
      'Thank you for your payment of $1,099.99 (includes $52.38 GST).',
    );
    expect(email!.subject).toBe('Your roofing auction RB-100001 is published');
  });
});

describe('an e-mail subject', () => {
  const queue = (subject: string, customerName: string) =>
    queueEmail(database, clock, {
      template: 'welcome',
      values: {
        customerName,
        orderNumber: 'RB-100001',
        setupLink: 'http://localhost:5000/setup-password?setup=live-token',
      },
      subject,
    });

  it('carries no link: link placeholders stay empty, values are not read as placeholders', async () => {
    const email = await queue('Welcome {{customerName}} {{setupLink}}', 'Jane {{setupLink}}');
    expect(email!.subject).toBe('Welcome Jane {{setupLink}}');
    expect(email!.textBody).toContain('Hi Jane {{setupLink}},');
    expect(email!.textBody).toContain('setup=live-token');
  });

  it('is scrubbed of one-time links like a body', async () => {
    const email = await queue('Order {{orderNumber}}: http://x.example/reset?token=abc', 'Jane');
    expect(email!.subject).toBe('Order RB-100001: [link removed]');
  });
});

describe('e-mails stored before one-time links were removed after delivery', () => {
  const migration = readFileSync(
    new URL('../../db/migrations/0010_scrub_sent_email_links.sql', import.meta.url),
    'utf8',
  );

  it('lose their one-time links (and keep every other link) when the migration runs', async () => {
    const queue = (status: 'pending' | 'sent', setupLink: string) =>
      queueEmail(database, clock, {
        template: 'welcome',
        values: { customerName: 'Jane', setupLink, orderNumber: 'RB-1' },
        content: 'Set it: {{setupLink}}\n\nYour auctions: http://localhost:5000/customer-portal',
      }).then(async (email) => {
        await database.db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, email!.id));
        return email!.id;
      });
    const sent = await queue('sent', 'http://localhost:5000/setup-password?setup=tok-SENT_1');
    const confirm = await queue(
      'sent',
      'http://localhost:5000/account-setup?email=jane%40example.com&setupToken=tok-SIGNUP_2',
    );
    const waiting = await queue('pending', 'http://localhost:5000/setup-password?setup=tok-WAIT');

    await database.db.execute(sql.raw(migration));

    const row = async (id: string) =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
    for (const id of [sent, confirm]) {
      const { textBody, htmlBody } = await row(id);
      expect(textBody).toBe(
        'Set it: [link removed]\n\nYour auctions: http://localhost:5000/customer-portal',
      );
      expect(htmlBody).not.toMatch(/tok-/);
      expect(htmlBody).toContain('<p style="margin:0 0 16px">Set it: [link removed]</p>');
      expect(htmlBody).toContain('http://localhost:5000/customer-portal');
    }
    // An e-mail still waiting to be sent needs its link.
    expect((await row(waiting)).textBody).toContain('setup=tok-WAIT');
  });
});
