import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email.ts';
import { createSmtpMailer } from '../../integrations/email/smtp-mailer.ts';
import { deliverDueEmails, type OutboxSenderDeps } from '../../jobs/outbox-sender.ts';
import { createContractor } from '../../test-support/accounts.ts';
import { decodedBody, startSmtpCapture } from '../../test-support/smtp-capture.ts';
import { admin, clock, database, useStaffInviteApp } from './staff-invite.test-setup.ts';

const { accept, invitationTokenFor, invite, inviteRitaAsSales, NEW_PASSWORD } = useStaffInviteApp();

describe('placeholders typed into a name', () => {
  it('stay text: no live link in the subject, the e-mail log or the kept body; the sent link works', async () => {
    const roofer = await createContractor(database, 'Evil Co {{setupLink}}');
    const res = await invite(roofer.id, {
      name: 'Sam {{ setupLink }}',
      email: 'sam@evil.example.com',
    });
    expect(res.statusCode).toBe(201);
    const [queued] = await database.db.select().from(emailOutbox);
    expect(queued?.subject).toBe('Your RoofBid contractor account for Evil Co {{setupLink}}');
    expect(queued?.textBody).toContain('Hi Sam,');
    expect(queued?.textBody).toContain('Evil Co {{setupLink}} bids on roofing jobs');
    expect(queued?.textBody).toContain('Then sign in at http://localhost:5000/contractor to see');

    const smtp = await startSmtpCapture();
    const mailer = createSmtpMailer(smtp.url);
    try {
      const sender: OutboxSenderDeps = {
        db: database.db,
        mailer,
        clock,
        from: 'RoofBid <no-reply@roofbid.ca>',
        maxAttempts: 3,
        messageIdDomain: 'roofbid.test',
        log: { warn: () => {}, error: () => {} } as unknown as OutboxSenderDeps['log'],
      };
      expect(await deliverDueEmails(sender)).toBe(1);
      const sent = decodedBody(smtp.messages[0]!);
      expect(sent).toContain('Subject: Your RoofBid contractor account for Evil Co {{setupLink}}');
      const token = /staff-invite\?token=([\w-]+)/.exec(sent)?.[1];
      expect(token).toMatch(/^[\w-]{40,}$/);

      // What stays: the subject, the log and the kept body hold no token.
      const log = await admin('GET', '/api/admin/emails');
      const row = log.json().data[0];
      expect(row.subject).toBe('Your RoofBid contractor account for Evil Co {{setupLink}}');
      const detail = await admin('GET', `/api/admin/emails/${row.id}`);
      expect(detail.json().textBody).toContain('[link removed]');
      const [kept] = await database.db.select().from(emailOutbox);
      for (const text of [
        JSON.stringify(log.json()),
        JSON.stringify(detail.json()),
        JSON.stringify(kept),
      ]) {
        expect(text).not.toContain(token!);
        expect(text).not.toContain('staff-invite?token=');
      }

      const accepted = await accept({ token: token!, password: NEW_PASSWORD });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().staff).toMatchObject({ email: 'sam@evil.example.com' });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('the invitation is the same for every staff role', () => {
  it('a sales person invited through the service starts at /pipeline', async () => {
    await inviteRitaAsSales();
    const [email] = await database.db.select().from(emailOutbox);
    expect(email?.subject).toBe('You are invited to RoofBid');
    const token = (await invitationTokenFor('rita@roofbid.ca'))!;
    const res = await accept({ token, password: NEW_PASSWORD });
    expect(res.json()).toMatchObject({ redirectTo: '/pipeline', staff: { role: 'sales' } });
  });
});
