import {
  isAsciiDigit,
  isAsciiLetter,
  isInlineSpace,
  isPathStop,
  isWordChar,
  skipInlineSpace,
  withoutTrailing,
  type Span,
} from './contact-mask-scan.ts';
import { MAIL_HOSTS, NOT_A_MAILBOX, TLDS, WORDLIKE_TLDS } from './contact-mask-tlds.ts';

/**
 * E-mail and web addresses, written plainly or spelled out to get past a filter ("pat at
 * prairiepeak dot ca", "jane(at)shaw(dot)ca", "jane @ gmail . com", "prairiepeak dot ca").
 * Plain "name@host", "https://…" and "@handle" are contact-mask-plain.ts's.
 *
 * The text is read once as chains of labels (runs of letters, digits, "-" and "_") joined by
 * joints: an "at" (@, (at), [at], " at "), a "dot" (., (dot), " dot ") or, inside a mailbox
 * name, "+" and "%". Labels are taken in as they come: labels after an "at" that end in a known
 * top-level domain (or name a mail host) make an e-mail address with the labels before it;
 * labels joined by dots that end in one, or start with "www", are a web address.
 */

type Label = { start: number; end: number };
type Joint = {
  kind: 'at' | 'dot' | 'local';
  /** The character itself (@ or .), not a spelled or bracketed form. */
  literal: boolean;
  /** Spaces on either side ("jane @ gmail . com"). */
  spaced: boolean;
};

const closing = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['<', '>'],
]);
const bracketed = new Map<string, Joint['kind']>([
  ['at', 'at'],
  ['@', 'at'],
  ['dot', 'dot'],
  ['.', 'dot'],
]);

const isLabelStart = (text: string, i: number) => i < text.length && isWordChar(text, i);

function labelEnd(text: string, i: number) {
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 45 || code === 95 || isWordChar(text, i)) i++;
    else break;
  }
  return i;
}

const labelText = (text: string, label: Label) => text.slice(label.start, label.end);

/** "(at)", "[ dot ]", "{@}": a joint spelled inside brackets, looked for in a few characters. */
function readBracketed(text: string, i: number) {
  const close = closing.get(text[i]!);
  for (let j = i + 1; j < text.length && j - i <= 7; j++) {
    if (text[j] !== close) continue;
    const kind = bracketed.get(
      text
        .slice(i + 1, j)
        .trim()
        .toLowerCase(),
    );
    return kind ? { kind, after: j + 1 } : null;
  }
  return null;
}

/** " at " and " dot " as whole words; the spaces around them are the caller's to check. */
function readSpelled(text: string, i: number) {
  for (const [word, kind] of [
    ['at', 'at'],
    ['dot', 'dot'],
  ] as const) {
    const after = i + word.length;
    if (text.slice(i, after).toLowerCase() === word && isInlineSpace(text.charCodeAt(after)))
      return { kind, after };
  }
  return null;
}

/** The joint that starts at i and the label after it, or null when the chain ends at i. */
function readJoint(text: string, i: number): { joint: Joint; next: number } | null {
  const at = skipInlineSpace(text, i);
  const spaceBefore = at > i;
  const code = text.charCodeAt(at);
  let read: { kind: Joint['kind']; after: number } | null;
  let literal = false;
  if (code === 64 || code === 46) {
    read = { kind: code === 64 ? 'at' : 'dot', after: at + 1 };
    literal = true;
  } else if ((code === 43 || code === 37) && !spaceBefore) {
    read = { kind: 'local', after: at + 1 };
    literal = true;
  } else if (closing.has(text[at]!)) {
    read = readBracketed(text, at);
  } else {
    read = spaceBefore ? readSpelled(text, at) : null;
  }
  if (!read) return null;
  const next = skipInlineSpace(text, read.after);
  const spaceAfter = next > read.after;
  if (!isLabelStart(text, next)) return null;
  if (read.kind === 'local' && spaceAfter) return null;
  // "home. It" ends a sentence; "gmail . com" and "gmail.com" are an address.
  if (literal && read.kind === 'dot' && spaceBefore !== spaceAfter) return null;
  return { joint: { kind: read.kind, literal, spaced: spaceBefore || spaceAfter }, next };
}

/**
 * Where a known top-level domain at the start of `label` ends, or -1. It ends at a hyphen
 * ("prairiepeak.ca-thanks"): no TLD has one. Title-case words that are also TLDs right after a
 * full stop ("done.It", "done.Shop") start a sentence typed without a space instead.
 */
function tldEnd(text: string, label: Label, joint: Joint) {
  let end = label.start;
  while (end < label.end && end - label.start <= 24 && isAsciiLetter(text.charCodeAt(end))) end++;
  const stop = text.charCodeAt(end);
  if (end - label.start < 2 || (end < label.end && stop !== 45 && stop !== 95)) return -1;
  const word = text.slice(label.start, end);
  const lower = word.toLowerCase();
  if (!TLDS.has(lower)) return -1;
  const titleCase = word !== lower && word !== word.toUpperCase();
  return joint.literal && titleCase && WORDLIKE_TLDS.has(lower) ? -1 : end;
}

/** Where a web address ends once its path ("/contact", ":8080", "?q=1") is taken in. */
function withPath(text: string, end: number, path: { end: number }) {
  const code = text.charCodeAt(end);
  const opens =
    code === 47 ||
    (code === 58 && isAsciiDigit(text.charCodeAt(end + 1))) ||
    ((code === 63 || code === 35) && isWordChar(text, end + 1));
  // Inside a path already taken in (a.ca/b.ca/c.ca): reading it again would be quadratic.
  if (!opens || end < path.end) return end;
  let j = end;
  while (j < text.length && !isPathStop(text.charCodeAt(j))) j++;
  path.end = j;
  return withoutTrailing(text, end + 1, j);
}

/**
 * The labels between two "at"s, read one at a time so that memory stays flat however long the
 * chain: where a mail host at its start ends, and the run of dotted labels being read.
 */
type Segment = {
  first: Label;
  labels: number;
  /** Where a mail host starting the segment ends (a known TLD or mail host), or -1. */
  host: number;
  /** Only dots so far: the host may go on. */
  hostOpen: boolean;
  run: Label;
  runLabels: number;
  /** Where a TLD ends the run, path included, or -1. */
  runEnd: number;
};

const lowerText = (text: string, label: Label) => labelText(text, label).toLowerCase();

function openSegment(text: string, label: Label): Segment {
  const host = MAIL_HOSTS.has(lowerText(text, label)) ? label.end : -1;
  return { first: label, labels: 1, host, hostOpen: true, run: label, runLabels: 1, runEnd: -1 };
}

/** The run of dotted labels ending at `last` is a web address when a TLD ends it or www starts it. */
function closeRun(text: string, segment: Segment, last: Label, spans: Span[]) {
  const { run, runLabels, runEnd } = segment;
  const www = runLabels > 1 && lowerText(text, run) === 'www';
  const end = runEnd >= 0 ? runEnd : www ? last.end : -1;
  if (end >= 0) spans.push({ start: run.start, end, kind: 'web' });
}

function extendSegment(
  text: string,
  segment: Segment,
  { joint, label, last }: { joint: Joint; label: Label; last: Label },
  spans: Span[],
  path: { end: number },
) {
  segment.labels++;
  const tld = joint.kind === 'dot' ? tldEnd(text, label, joint) : -1;
  if (joint.kind !== 'dot') segment.hostOpen = false;
  else if (segment.hostOpen) segment.host = Math.max(segment.host, tld);
  // A spaced full stop joins a spelled e-mail's host, never a web address on its own.
  if (joint.kind === 'dot' && !(joint.literal && joint.spaced)) {
    segment.runLabels++;
    if (tld >= 0) segment.runEnd = joint.literal ? withPath(text, tld, path) : tld;
    return;
  }
  closeRun(text, segment, last, spans);
  Object.assign(segment, { run: label, runLabels: 1, runEnd: -1 });
}

/** A segment ends: its last web address, and the e-mail address it is the host of. */
function closeSegment(
  text: string,
  {
    segment,
    last,
    previous,
    at,
  }: { segment: Segment; last: Label; previous?: Segment; at?: Joint },
  spans: Span[],
) {
  closeRun(text, segment, last, spans);
  if (!previous || !at || segment.host < 0) return;
  // "find us at prairiepeak.ca": prose before a spelled "at", the web address alone is hidden.
  const prose =
    !(at.literal && !at.spaced) &&
    previous.labels === 1 &&
    NOT_A_MAILBOX.has(lowerText(text, previous.first));
  if (!prose) spans.push({ start: previous.first.start, end: segment.host, kind: 'email' });
}

export function findAddresses(text: string, spans: Span[]) {
  const path = { end: 0 };
  let i = 0;
  while (i < text.length) {
    if (!isLabelStart(text, i)) {
      i++;
      continue;
    }
    let last: Label = { start: i, end: labelEnd(text, i) };
    let segment = openSegment(text, last);
    let previous: Segment | undefined;
    let at: Joint | undefined;
    for (;;) {
      const read = readJoint(text, last.end);
      if (!read) break;
      const label = { start: read.next, end: labelEnd(text, read.next) };
      if (read.joint.kind === 'at') {
        closeSegment(text, { segment, last, previous, at }, spans);
        [previous, at, segment] = [segment, read.joint, openSegment(text, label)];
      } else {
        extendSegment(text, segment, { joint: read.joint, label, last }, spans, path);
      }
      last = label;
    }
    closeSegment(text, { segment, last, previous, at }, spans);
    i = last.end;
  }
}
