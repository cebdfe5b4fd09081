export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Our outbox id as the Message-ID, so a resend after a crash can be recognised. */
  messageId: string;
};

export type Mailer = {
  /** smtp delivers; console only prints (the e-mail then counts as stored, not sent). */
  kind: 'smtp' | 'console';
  send(email: OutgoingEmail): Promise<{ messageId?: string }>;
  close(): void;
};

/**
 * How e-mail leaves the outbox: over SMTP when SMTP_URL is set; printed on the console outside
 * production (console-mailer.ts); otherwise not at all, only stored.
 */
export type MailDelivery = 'smtp' | 'console' | 'none';

export function mailDelivery(env: { SMTP_URL?: string; production: boolean }): MailDelivery {
  if (env.SMTP_URL) return 'smtp';
  return env.production ? 'none' : 'console';
}
