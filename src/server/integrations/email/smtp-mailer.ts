import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** nodemailer over SMTP; `smtp://user:pass@host:587` or `smtps://...`. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
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
