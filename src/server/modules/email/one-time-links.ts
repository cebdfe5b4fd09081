import { hasSecretParams } from '#shared/domain/redact-url.ts';

/** What a stored e-mail shows where its one-time link (set password, reset, signup) was. */
export const LINK_REMOVED = '[link removed]';

const isOneTime = (url: string) => hasSecretParams(url.replaceAll('&amp;', '&'));

/**
 * An e-mail body (text or our HTML) with every one-time link replaced by "[link removed]". The
 * outbox keeps the usable link only until the e-mail is delivered; what stays afterwards, and
 * what admins read in the e-mail log, cannot be used to set anybody's password.
 */
export function withoutOneTimeLinks(body: string) {
  return body
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>[^<]*<\/a>/g, (anchor, href: string) =>
      isOneTime(href) ? LINK_REMOVED : anchor,
    )
    .replace(/https?:\/\/[^\s<>"']+/g, (url) => (isOneTime(url) ? LINK_REMOVED : url));
}

export const storedBodies = (email: { textBody: string; htmlBody: string }) => ({
  textBody: withoutOneTimeLinks(email.textBody),
  htmlBody: withoutOneTimeLinks(email.htmlBody),
});
