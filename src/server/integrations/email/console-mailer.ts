import type { Mailer } from './mailer.ts';

/**
 * Outside production without SMTP_URL, e-mails are "sent" to the console: subject, recipient
 * and the links in them, which is how a demo gets its set-password and reset links (the outbox
 * keeps no usable link). Typed text never shows up as a link here: e-mail bodies break up
 * anything link-like that the app did not write (email-template.ts).
 */
export function createConsoleMailer(print: (line: string) => void = console.log): Mailer {
  return {
    kind: 'console',
    async send(email) {
      const links = email.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
      print(
        [
          `E-mail to ${email.to}: "${email.subject}" (not sent: no SMTP_URL)`,
          ...links.map((link) => `  ${link}`),
        ].join('\n'),
      );
      return {};
    },
    close: () => {},
  };
}
