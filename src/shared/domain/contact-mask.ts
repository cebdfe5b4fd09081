import { findAddresses } from './contact-mask-address.ts';
import { findPhones } from './contact-mask-phone.ts';
import { findPlainAddresses } from './contact-mask-plain.ts';
import type { MaskKind, Span } from './contact-mask-scan.ts';
import { findTerms } from './contact-mask-terms.ts';

/**
 * DECISIONS.md §7: until the award, free text between an owner and the bidders (messages, bid
 * notes, questions and answers) loses whatever lets them reach each other directly: e-mail
 * addresses, phone numbers, web addresses and social handles, however they are written, and the
 * names and licence numbers the caller passes. What is left describes the roof, character for
 * character.
 *
 * Every scanner reads the text in one pass (linear time in its length): this runs on text any
 * user types, on the request's thread, so a pattern that backtracks would block the server.
 */
export const HIDDEN_EMAIL = '[e-mail hidden]';
export const HIDDEN_PHONE = '[phone hidden]';
export const HIDDEN_WEB = '[web address hidden]';
export const HIDDEN_NAME = '[name hidden]';
export const HIDDEN_LICENCE = '[licence hidden]';

export type MaskTerms = {
  names?: (string | null | undefined)[];
  licenceNumbers?: (string | null | undefined)[];
};

const placeholders: Record<MaskKind, string> = {
  email: HIDDEN_EMAIL,
  phone: HIDDEN_PHONE,
  web: HIDDEN_WEB,
  name: HIDDEN_NAME,
  licence: HIDDEN_LICENCE,
};

export function maskContact(text: string, terms?: MaskTerms): string {
  const spans: Span[] = [];
  findPlainAddresses(text, spans);
  findAddresses(text, spans);
  findPhones(text, spans);
  if (terms) findTerms(text, terms, spans);
  if (spans.length === 0) return text;

  // Overlapping or touching finds become one placeholder, named after the longest of them
  // ("4035550134@gmail.com" holds a phone number but is an e-mail address).
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let copied = 0;
  for (let i = 0; i < spans.length;) {
    const { start } = spans[i]!;
    let { end, kind } = spans[i]!;
    let longest = end - start;
    for (i++; i < spans.length && spans[i]!.start <= end; i++) {
      const span = spans[i]!;
      if (span.end - span.start > longest) {
        kind = span.kind;
        longest = span.end - span.start;
      }
      end = Math.max(end, span.end);
    }
    out += text.slice(copied, start) + placeholders[kind];
    copied = end;
  }
  return out + text.slice(copied);
}
