/**
 * What the contact-mask scanners share. They walk the text once, character by character, and
 * record the stretches to hide; no regular expression runs over the text itself (one with
 * nested quantifiers blocked the event loop for seconds on a 128-character message), only over
 * single characters.
 */
export type MaskKind = 'email' | 'phone' | 'web' | 'name' | 'licence';

/** A stretch of the text to hide: [start, end) in UTF-16 units. */
export type Span = { start: number; end: number; kind: MaskKind };

const nonAsciiWordChar = /^[\p{L}\p{M}\p{N}]$/u;
const nonAsciiDigit = /^\p{Nd}$/u;
const nonAsciiLetter = /^[\p{L}\p{M}]$/u;

export const isAsciiDigit = (code: number) => code >= 48 && code <= 57;

export const isAsciiLetter = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** A letter, digit or combining mark (any script) at i. */
export function isWordChar(text: string, i: number) {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 128) return isAsciiDigit(code) || isAsciiLetter(code);
  return nonAsciiWordChar.test(text[i]!);
}

/** A letter or combining mark at i, any script (digits excluded). */
export function isLetter(text: string, i: number) {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 128) return isAsciiLetter(code);
  return nonAsciiLetter.test(text[i]!);
}

/**
 * How many UTF-16 units the decimal digit at i takes: 0 when there is none, 1 for ASCII and
 * the Basic Multilingual Plane (fullwidth "４"), 2 for digits past it (mathematical "𝟒").
 */
export function digitWidthAt(text: string, i: number) {
  if (i < 0 || i >= text.length) return 0;
  const code = text.charCodeAt(i);
  if (code < 128) return isAsciiDigit(code) ? 1 : 0;
  const point = text.codePointAt(i)!;
  const width = point > 0xffff ? 2 : 1;
  return nonAsciiDigit.test(String.fromCodePoint(point)) ? width : 0;
}

/** Spaces and tabs, not line breaks: a phone number or an address stays on one line. */
export function isInlineSpace(code: number) {
  return (
    code === 32 ||
    code === 9 ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** The first index at or after i that is not an inline space. */
export function skipInlineSpace(text: string, i: number) {
  while (i < text.length && isInlineSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Where a web address stops: a space, a line break, or what quotes or encloses it. */
export const isPathStop = (code: number) =>
  code <= 32 || isInlineSpace(code) || code === 60 || code === 62 || code === 34;

// Left off the end of a web address: the sentence goes on after it.
const trailing = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"', '…']);

/** `end` moved back over closing punctuation, never before `min`. */
export function withoutTrailing(text: string, min: number, end: number) {
  while (end > min && trailing.has(text[end - 1]!)) end--;
  return end;
}
