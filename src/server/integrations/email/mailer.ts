import nodemailer from 'nodemailer';

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
  send(email: OutgoingEmail): Promise<{ messageId?: string }>;
  close(): void;
};

/** nodemailer over SMTP; `smtp://user:pass@host:587` or `smtps://...`. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
