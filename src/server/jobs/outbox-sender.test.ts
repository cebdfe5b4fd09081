import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { createConsoleMailer } from '../integrations/email/console-mailer.ts';
import { mailDelivery } from '../integrations/email/mailer.ts';
import { createSmtpMailer } from '../integrations/email/smtp-mailer.ts';
import { decodedBody, startSmtpCapture } from '../test-support/smtp-capture.ts';
import { queueEmail } from '../test-support/emails.ts';
import { createTestDatabase, resetDatabase } from '../test-support/test-database.ts';
import { deliverDueEmails, retryDelayMs, type OutboxSenderDeps } from './outbox-sender.ts';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let deps: OutboxSenderDeps;
const clock = fixedClock('2026-11-21T12:00:00Z');
const silentLog = { warn: () => {}, error: () => {} } as unknown as OutboxSenderDeps['log'];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
  deps = {
    db: database.db,
    mailer: createSmtpMailer(smtp.url),
    clock,
    from: 'RoofBid <no-reply@roofbid.ca>',
    maxAttempts: 3,
    messageIdDomain: 'roofbid.test',
    log: silentLog,
  };
});
beforeEach(async () => {
  await resetDatabase(database);
  smtp.messages.length = 0;
  smtp.refuseNext(0);
  clock.set('2026-11-21T12:00:00Z');
});
afterAll(async () => {
  deps.mailer.close();
  await smtp.close();
});

const queueWelcome = (to = 'jane@example.com', customerName = 'Jane') =>
  queueEmail(database, clock, {
    to,
    template: 'welcome',
    values: {
      customerName,
      orderNumber: 'RB-100001',
      amount: '$99.99',
      projectType: 'Roof replacement',
      setupLink: 'http://localhost:5000/setup-password?setup=abc',
    },
  });

const rowOf = async (id: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

/** The set-password link of queueWelcome is nowhere in the stored e-mail, only a mention of it. */
async function expectNoUsableLink(id: string) {
  const row = await rowOf(id);
  for (const body of [row.textBody, row.htmlBody]) {
    expect(body).not.toContain('setup=abc');
    expect(body).toContain('[link removed]');
  }
}

describe('the outbox sender', () => {
  it('delivers over SMTP and marks the e-mail sent', async () => {
    const email = await queueWelcome();
    expect(await deliverDueEmails(deps)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.to).toEqual(['jane@example.com']);
    expect(message?.raw).toContain('Subject: Your roofing auction RB-100001 is published');
    expect(message?.raw).toContain(`Message-ID: <${email!.id}@roofbid.test>`);
    expect(decodedBody(message!)).toContain('http://localhost:5000/setup-password?setup=abc');
    expect(await rowOf(email!.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await deliverDueEmails(deps)).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps no usable one-time link in the outbox once the e-mail is delivered', async () => {
    const email = await queueWelcome();
    // Until it is delivered the outbox needs the link to send it.
    expect((await rowOf(email!.id)).textBody).toContain('setup=abc');
    await deliverDueEmails(deps);
    expect(decodedBody(smtp.messages[0]!)).toContain('setup=abc');
    await expectNoUsableLink(email!.id);
    expect((await rowOf(email!.id)).textBody).toContain(
      'Set the password for your account here (the link works once and expires in 7 days):\n[link removed]',
    );
  });

  it('escapes variables in the HTML body', async () => {
    const email = await queueWelcome('jane@example.com', '<script>alert(1)</script>');
    const row = await rowOf(email!.id);
    expect(row.htmlBody).not.toContain('<script>');
    expect(row.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(row.textBody).toContain('Hi <script>alert(1)</script>,');
  });

  it('retries a refused delivery after a backoff, then delivers it', async () => {
    const email = await queueWelcome();
    smtp.refuseNext(1);
    await deliverDueEmails(deps);
    const refused = await rowOf(email!.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.lastError).toContain('451');
    expect(refused.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    expect(await deliverDueEmails(deps)).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await deliverDueEmails(deps)).toBe(1);
    expect(await rowOf(email!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
    expect(decodedBody(smtp.messages[0]!)).toContain('setup=abc');
  });

  it('marks an e-mail failed after the last attempt', async () => {
    const email = await queueWelcome();
    smtp.refuseNext(10);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverDueEmails(deps);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await rowOf(email!.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await deliverDueEmails(deps)).toBe(0);
    await expectNoUsableLink(email!.id);
  });

  it('sends each e-mail once when several senders run at the same time', async () => {
    for (let i = 0; i < 30; i++) await queueWelcome(`buyer${i}@example.com`);
    const counts = await Promise.all([
      deliverDueEmails(deps),
      deliverDueEmails(deps),
      deliverDueEmails(deps),
    ]);
    await deliverDueEmails(deps);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
  });

  it('takes over an e-mail whose sender died mid-send once its lease runs out', async () => {
    const email = await queueWelcome();
    await database.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: 1,
        lockedUntil: new Date(clock.now().getTime() + 60_000),
      })
      .where(eq(emailOutbox.id, email!.id));
    expect(await deliverDueEmails(deps)).toBe(0);
    clock.advance(60_001);
    expect(await deliverDueEmails(deps)).toBe(1);
    expect(await rowOf(email!.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps e-mails stored, never sent, when no SMTP server is configured', async () => {
    const email = await queueEmail(
      database,
      clock,
      {
        template: 'lead',
        values: { customerName: 'Jane', paymentLink: 'http://x/pay' },
      },
      { deliver: false },
    );
    expect(email?.status).toBe('stored');
    expect(await deliverDueEmails(deps)).toBe(0);
  });

  it('stores an e-mail that will never be sent without its one-time link', async () => {
    const email = await queueEmail(
      database,
      clock,
      {
        template: 'password_reset',
        values: {
          customerName: 'Jane',
          setupLink: 'http://localhost:5000/setup-password?setup=abc',
        },
      },
      { deliver: false },
    );
    await expectNoUsableLink(email!.id);
  });

  it('writes a deduplicated e-mail once', async () => {
    const welcome = () =>
      queueEmail(database, clock, {
        to: 'a@example.com',
        template: 'welcome',
        values: {},
        dedupeKey: 'welcome:1',
      });
    const first = await welcome();
    const second = await welcome();
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
  });
});

describe('without an SMTP server', () => {
  it('chooses the console outside production, and only storing in production', () => {
    expect(mailDelivery({ SMTP_URL: 'smtp://mail.example', production: true })).toBe('smtp');
    expect(mailDelivery({ SMTP_URL: 'smtp://mail.example', production: false })).toBe('smtp');
    expect(mailDelivery({ SMTP_URL: undefined, production: false })).toBe('console');
    expect(mailDelivery({ SMTP_URL: undefined, production: true })).toBe('none');
  });

  it('prints the subject, the recipient and the links on the console as the e-mail is "sent"', async () => {
    const printed: string[] = [];
    const email = await queueWelcome('jane@example.com', 'Jane www.evil.example');
    const console = { ...deps, mailer: createConsoleMailer((line) => printed.push(line)) };
    expect(await deliverDueEmails(console)).toBe(1);
    const output = printed.join('\n');
    expect(output).toContain('jane@example.com');
    expect(output).toContain('Your roofing auction RB-100001 is published');
    expect(output).toContain('http://localhost:5000/setup-password?setup=abc');
    // Only links the app wrote: typed text never shows up as one.
    expect(output).not.toContain('evil');
    expect(smtp.messages).toHaveLength(0);
    // Not sent anywhere: the log says so.
    expect(await rowOf(email!.id)).toMatchObject({ status: 'stored', attempts: 1 });
    await expectNoUsableLink(email!.id);
    expect(await deliverDueEmails(console)).toBe(0);
  });
});
